import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import {
  announcements,
  articles,
  brands,
  categories,
  customerAddresses,
  products,
  promotions,
} from '#app/db/schema/index.ts'
import { post, register } from '../auth-helpers.ts'
import { deliveryAddress, freshProduct, orderBody } from '../order-helpers.ts'
import { receiptOrder } from '../receipt-helpers.ts'
import { ADMIN, newStaffMember, staffSignIn } from '../staff-helpers.ts'

/**
 * What the walk needs before it starts: a signed-in customer with an address and an order waiting
 * for its receipt, a member of staff, and real ids for every kind of path parameter.
 */
export async function walkWorld(app: FastifyInstance) {
  const customer = await register(app)
  await post(
    app,
    '/api/customers/me/addresses',
    { address: deliveryAddress },
    { token: customer.token },
  )
  const order = await receiptOrder(app, customer.token)
  const staffToken = await staffSignIn(app)
  const colleague = await newStaffMember(app)
  const product = await freshProduct(app, 5)
  const first = async (table: typeof brands | typeof categories | typeof articles) =>
    ((await app.ctx.db.select({ id: table.id }).from(table).limit(1))[0]?.id ?? 1) as number
  const [address] = await app.ctx.db.select({ id: customerAddresses.id }).from(customerAddresses)
  const [announcement] = await app.ctx.db.select({ id: announcements.id }).from(announcements)
  const [coupon] = await app.ctx.db.select({ id: promotions.id }).from(promotions)
  const [anyProduct] = await app.ctx.db.select({ id: products.id }).from(products).limit(1)

  /** Path parameter values by the path they appear in (first match wins). */
  const ids: [RegExp, number | string][] = [
    [/\/products\/\{id\}/, anyProduct?.id ?? product.id],
    [/\/primary\/\{id\}/, await first(categories)],
    [/\/categories\/\{id\}/, await first(categories)],
    [/\/brands\/\{id\}/, await first(brands)],
    [/\/(blog\/news|articles)\/\{id\}/, await first(articles)],
    [/\/announcement/, announcement?.id ?? 1],
    [/\/addresses\/\{id\}/, address?.id ?? 1],
    [/\/(orders|sandbox)\/\{id\}/, order.id],
    [/\/admin\/customers\/\{id\}/, customer.userId],
    [/\/admin\/staff\/\{id\}/, colleague.userId],
    [/\/coupons\/\{id\}/, coupon?.id ?? 1],
    [/\{gateway\}/, 'sandbox'],
  ]
  const pathValue = (path: string, name: string, options: unknown[] | undefined) => {
    if (options?.length) return String(options[0])
    if (name === 'productId') return String(product.id)
    if (name === 'type') return 'DEFAULT'
    if (name !== 'id' && name !== 'gateway') return '1'
    return String(ids.find(([pattern]) => pattern.test(path))?.[1] ?? 1)
  }

  /** Valid bodies where the generic one would be refused for another reason first. */
  const bodies: Record<string, unknown> = {
    'POST /api/auth/customers/register': {
      displayName: 'Walk Shopper',
      phoneNumber: '09880000001',
      user: 'walk.shopper@example.com',
      password: 'secret12',
      confirmPassword: 'secret12',
    },
    'POST /api/auth/customers': { user: customer.user, password: 'wrong-pass', rememberMe: false },
    'POST /api/admin/auth/login': { user: ADMIN.email, password: 'wrong pass', rememberMe: false },
    'POST /api/customers/me': {
      name: 'Mya Mya',
      phoneNo: customer.phoneNumber,
      email: customer.user,
    },
    'POST /api/customers/me/addresses': { address: deliveryAddress },
    'PUT /api/customers/me/addresses/{id}': { address: deliveryAddress },
    'POST /api/customers/me/orders': orderBody([{ product, qty: 1 }]),
  }
  const headers: Record<string, Record<string, string>> = {
    'POST /api/customers/me/orders': { 'idempotency-key': randomUUID() },
  }
  return {
    customerToken: customer.token,
    staffToken,
    pathValue,
    bodies,
    headers,
  }
}
