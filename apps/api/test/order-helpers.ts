import { randomUUID } from 'node:crypto'
import { type OrderCreateInput, type QuoteLine, quoteOrder } from '@kyanma/shared'
import { and, eq, gte, lte, notInArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { orders, pointLedger, products, promotions } from '../src/db/schema/index.ts'
import { call, register } from './auth-helpers.ts'

/** Helpers for the orders tests: products with known stock, points, and order requests. */

export const ORDERS = '/api/customers/me/orders'

export interface TestProduct {
  id: number
  name: string
  unitPrice: number
}

const usedProducts = new Set<number>()
/**
 * A priced, active demo product no other test of this file has used, with exactly `stock` units.
 * The price range helps reach (or miss) a coupon's minimum order. It needs no prescription (an
 * order of one waits for a pharmacist before staff may approve it): freshRxProduct gives one.
 */
export function freshProduct(
  app: FastifyInstance,
  stock: number,
  minPrice = 1,
  maxPrice = 2_000_000_000,
): Promise<TestProduct> {
  return pickProduct(app, stock, { minPrice, maxPrice, prescription: false })
}

/** A demo product that needs a prescription (decision 040), with exactly `stock` units. */
export function freshRxProduct(app: FastifyInstance, stock: number): Promise<TestProduct> {
  return pickProduct(app, stock, { minPrice: 1, maxPrice: 2_000_000_000, prescription: true })
}

async function pickProduct(
  app: FastifyInstance,
  stock: number,
  wanted: { minPrice: number; maxPrice: number; prescription: boolean },
): Promise<TestProduct> {
  const rows = await app.ctx.db
    .select({ id: products.id, name: products.name, unitPrice: products.retailPrice })
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        eq(products.needsPrescription, wanted.prescription),
        gte(products.retailPrice, wanted.minPrice),
        lte(products.retailPrice, wanted.maxPrice),
        usedProducts.size > 0 ? notInArray(products.id, [...usedProducts]) : undefined,
      ),
    )
    .orderBy(products.id)
    .limit(1)
  const product = rows[0]
  if (!product) throw new Error('no demo product left')
  usedProducts.add(product.id)
  await setStock(app, product.id, stock)
  return product
}

export async function setStock(app: FastifyInstance, productId: number, stock: number) {
  await app.ctx.db.update(products).set({ stock }).where(eq(products.id, productId))
}

export async function stockOf(app: FastifyInstance, productId: number) {
  const [row] = await app.ctx.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
  return row?.stock
}

/** A new customer, with their customer id and optionally some points (a ledger row). */
export async function shopper(app: FastifyInstance, points = 0, displayName?: string) {
  const account = await register(app, displayName === undefined ? {} : { displayName })
  const me = await call(app, 'GET', '/api/customers/me', { token: account.token })
  const customerId = me.body.id as number
  if (points > 0)
    await app.ctx.db.insert(pointLedger).values({
      customerId,
      points,
      // A real kind (the ledger refuses others), with a reference no adjustment id can take.
      kind: 'STAFF_ADJUSTMENT',
      reference: `test-${randomUUID()}`,
      note: 'Test grant',
    })
  return { ...account, customerId }
}

/** An order's row as the database holds it (undefined if there is none). */
export async function orderRow(app: FastifyInstance, id: number) {
  const [row] = await app.ctx.db.select().from(orders).where(eq(orders.id, id))
  return row
}

export async function balanceOf(app: FastifyInstance, customerId: number) {
  const [row] = await app.ctx.db
    .select({ total: sql<string | null>`sum(${pointLedger.points})` })
    .from(pointLedger)
    .where(eq(pointLedger.customerId, customerId))
  return Number(row?.total ?? 0)
}

export async function promotionByCode(app: FastifyInstance, code: string) {
  const [row] = await app.ctx.db.select().from(promotions).where(eq(promotions.code, code))
  if (!row) throw new Error(`no promotion ${code}`)
  return row
}

/** The coupon an order body asks for with a percentage-off promotion, on its stored terms. */
export function percentCoupon(promotion: Awaited<ReturnType<typeof promotionByCode>>) {
  return {
    id: promotion.id,
    discountType: 'PERCENT' as const,
    discountValue: promotion.discountValue,
    maxDiscount: promotion.maxDiscount,
    minOrderAmount: promotion.minOrderAmount,
  }
}

export const deliveryAddress = {
  receiverName: 'Aye Aye',
  phoneNo: '09790000123',
  region: 'Yangon Region',
  township: 'Kamayut',
  houseAptNo: '12',
  street: 'Pyay Road',
}

interface OrderOptions {
  isDelivery?: boolean
  paymentType?: OrderCreateInput['paymentInfo']['paymentType']
  points?: number
  pointBalance?: number
  coupon?: Parameters<typeof quoteOrder>[0]['coupon'] & { id: number }
  address?: OrderCreateInput['address']
  /** The `prescriptions` field (left out when undefined, as the spec's client does). */
  prescriptions?: number[]
}

/** The body the checkout would send, its totalAmount from the shared quote (as the web does). */
export function orderBody(
  lines: { product: TestProduct; qty: number }[],
  options: OrderOptions = {},
): OrderCreateInput & { totalAmount: number } {
  const isDelivery = options.isDelivery ?? true
  const quoteLines: QuoteLine[] = lines.map((line) => ({
    unitPrice: line.product.unitPrice,
    qty: line.qty,
  }))
  const quote = quoteOrder({
    lines: quoteLines,
    isDelivery,
    coupon: options.coupon ?? null,
    points: options.points ?? 0,
    pointBalance: options.pointBalance ?? options.points ?? 0,
  })
  return {
    address: isDelivery ? (options.address ?? deliveryAddress) : {},
    orderItems: lines.map((line) => ({ product: { id: line.product.id }, qty: line.qty })),
    totalQty: lines.length,
    totalAmount: quote.total,
    isDelivery,
    paymentInfo: {
      paymentType: options.paymentType ?? (isDelivery ? 'CASH_ON_DELIVERY' : 'PAY_AT_STORE'),
      phoneNo: '',
    },
    paymentPoints: options.points ?? 0,
    ...(options.coupon && { promotion: { id: options.coupon.id } }),
    ...(options.prescriptions && { prescriptions: options.prescriptions.map((id) => ({ id })) }),
  }
}

export function placeOrder(
  app: FastifyInstance,
  token: string,
  body: unknown,
  key: string = randomUUID(),
) {
  return call(app, 'POST', ORDERS, { token, body, headers: { 'idempotency-key': key } })
}

/**
 * Where most order tests start: a new customer orders one unit of a fresh product that has
 * `stock` units (10 unless said), placed as `options` say. Answers the customer, the product and
 * the API's answer, for the test to check.
 */
export async function orderOfOne(
  app: FastifyInstance,
  { stock = 10, ...options }: OrderOptions & { stock?: number } = {},
) {
  const me = await shopper(app)
  const product = await freshProduct(app, stock)
  const placed = await placeOrder(app, me.token, orderBody([{ product, qty: 1 }], options))
  return { me, product, placed }
}

/**
 * A cash-on-delivery order of one item, pending at once: the back office's order tests start from
 * one, placed by a new customer (named `displayName` when a test searches by name).
 */
export async function codOrder(app: FastifyInstance, displayName?: string) {
  const me = await shopper(app, 0, displayName)
  const product = await freshProduct(app, 10)
  const placed = await placeOrder(app, me.token, orderBody([{ product, qty: 1 }]))
  expect(placed.status).toBe(201)
  return { me, order: placed.body as { id: number; voucherNo: string; totalAmount: number } }
}
