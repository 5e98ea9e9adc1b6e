import { createHash } from 'node:crypto'
import {
  ERROR_CODES,
  KS_PER_EARNED_POINT,
  messages,
  type OrderCreateSchema,
  quoteOrder,
} from '@kyanma/shared'
import type { z } from 'zod'
import type { Database, DbExecutor } from '#app/db/client.ts'
import { lockCustomer } from '#app/db/customer-lock.ts'
import { AppError } from '#app/lib/app-error.ts'
import { spendOnOrder } from '../loyalty/order-points.ts'
import { pointBalance } from '../loyalty/point-ledger.ts'
import { claimableCoupon, quoteIssueError } from './order-coupon.ts'
import type { OrderPrescriptions } from './order-extensions.ts'
import type { SellableProduct } from './order-placement.repository.ts'
import * as placing from './order-placement.repository.ts'
import { receivingAddress } from './order-receiving.ts'
import { initialStatus } from './order-status.ts'
import { afterOrderStatusChange } from './order-status-effects.ts'
import * as repo from './orders.repository.ts'
import { voucherNumber } from './voucher-number.ts'

export type OrderRequest = z.output<typeof OrderCreateSchema>

export const IDEMPOTENCY_KEY_LENGTH = { min: 8, max: 100 } as const

/** The order placed, and whether this request only repeated an earlier one. */
export interface Placement {
  orderId: number
  replayed: boolean
}

const isValidKey = (key: string) =>
  key.length >= IDEMPOTENCY_KEY_LENGTH.min && key.length <= IDEMPOTENCY_KEY_LENGTH.max

const conflict = (message: string) => new AppError('CONFLICT', 409, message)

/**
 * Places an order in ONE transaction (issue 5, part 3): the Idempotency-Key, the server's own
 * quote, the stock taken, the coupon use, the points spent and the order with its items either
 * all happen or none does. Locks are always taken in the same order (customer, key, the named
 * prescriptions, coupon, products by id; the products' last, just before the commit) so
 * concurrent orders wait for each other instead of deadlocking. `prescriptions` checks and links
 * the named prescriptions inside this transaction, at that place in the lock order.
 */
export async function placeOrder(
  db: Database,
  customerId: number,
  idempotencyKey: string | undefined,
  request: OrderRequest,
  now: Date,
  prescriptions: OrderPrescriptions,
): Promise<Placement> {
  // No key (the spec's client sends none): the order is placed without a replay (decision 034).
  const key = idempotencyKey?.trim()
  if (key !== undefined && !isValidKey(key))
    throw AppError.badRequest(messages.idempotencyKeyInvalid)
  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex')

  const productIds = request.orderItems.map((item) => item.product.id)
  if (new Set(productIds).size !== productIds.length)
    throw AppError.badRequest(messages.productTwiceInOrder)
  const paymentType = request.paymentInfo.paymentType
  const address = receivingAddress(request.isDelivery, paymentType, request.address)

  // Before the transaction: a read that needs no lock, judged only after the key (a replay
  // answers its order even if a product has since sold out).
  const found = await placing.findSellableProducts(db, productIds)

  return db.transaction(async (tx) => {
    // One order at a time per customer: the key, the balance and the coupon's per-customer count
    // are all read after this lock, so two tabs or a double click cannot both pass the checks.
    if (key === undefined) {
      // Unchecked, the order's insert would break its foreign key: a 500 instead of this 404.
      if (!(await lockCustomer(tx, customerId))) throw AppError.notFound(messages.customerNotFound)
    } else if (
      !(await placing.lockCustomerAndClaimKey(tx, { customerId, key, requestHash, createdAt: now }))
    ) {
      const earlier = await placing.earlierClaim(tx, customerId, key)
      // Nothing was claimed and no earlier claim exists: the customer's row is gone.
      if (!earlier) throw AppError.notFound(messages.customerNotFound)
      if (earlier.requestHash !== requestHash || earlier.orderId === null)
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 422, messages.idempotencyKeyReused)
      return { orderId: earlier.orderId, replayed: true }
    }

    const points = request.paymentPoints
    const lines = priceLines(found, request.orderItems)
    const track = await prescriptions.trackFor(tx, customerId, lines, request.prescriptions, now)
    const coupon = request.promotion
      ? await claimableCoupon(tx, request.promotion.id, customerId, now)
      : null
    const balance = points > 0 ? await pointBalance(tx, customerId) : 0
    const quote = quoteOrder({
      lines,
      isDelivery: request.isDelivery,
      coupon,
      points,
      pointBalance: balance,
    })
    const [issue] = quote.issues
    if (issue) throw quoteIssueError(issue)
    if (quote.total !== request.totalAmount)
      throw new AppError(ERROR_CODES.orderTotalChanged, 400, messages.orderTotalChanged)

    const orderId = await placing.nextOrderId(tx)
    const voucherNo = voucherNumber(orderId, now)
    const pointsEarned = Math.floor(quote.total / KS_PER_EARNED_POINT)
    const status = initialStatus(paymentType)
    await placing.insertPlacedOrder(tx, {
      order: {
        id: orderId,
        voucherNo,
        customerId,
        status,
        address,
        isDelivery: request.isDelivery,
        paymentType,
        paymentPhone: request.paymentInfo.phoneNo.trim(),
        subtotal: quote.subtotal,
        deliveryFee: quote.deliveryFee,
        discount: quote.discount,
        pointsUsed: quote.pointsUsed,
        total: quote.total,
        totalQty: quote.totalQty,
        pointsEarned,
        promotionId: coupon?.id ?? null,
        prescriptionStatus: track?.status ?? null,
        prescriptionDueAt: track?.dueAt ?? null,
        createdAt: now,
        updatedAt: now,
        statusChangedAt: now,
      },
      items: lines.map((line) => ({
        orderId,
        productId: line.productId,
        qty: line.qty,
        productName: line.name,
        unitPrice: line.unitPrice,
      })),
      history: { orderId, fromStatus: null, toStatus: status, actor: 'CUSTOMER', createdAt: now },
      key,
    })
    if (track) await prescriptions.link(tx, orderId, track.prescriptionIds)
    if (coupon)
      await repo.insertPromotionUse(tx, {
        promotionId: coupon.id,
        customerId,
        orderId,
        createdAt: now,
      })
    const facts = {
      id: orderId,
      customerId,
      voucherNo,
      pointsUsed: quote.pointsUsed,
      pointsEarned,
      isPaid: false,
      total: quote.total,
    }
    await spendOnOrder(tx, facts, now)
    await afterOrderStatusChange(tx, facts, { from: null, to: status, actor: 'CUSTOMER', at: now })
    // Last, so a product's row stays locked only until the commit that follows: 50 buyers of
    // one product queue on it one order at a time (issue 17).
    await takeStock(tx, lines)
    return { orderId, replayed: false }
  })
}

/** Every line's units, in one statement; 409 naming the first product (by id) that was short. */
async function takeStock(
  tx: DbExecutor,
  lines: readonly { productId: number; qty: number; name: string }[],
) {
  const taken = await placing.takeStock(tx, lines)
  const short = [...lines]
    .sort((a, b) => a.productId - b.productId)
    .find((line) => !taken.has(line.productId))
  if (short) throw conflict(messages.outOfStock.replace('{product}', short.name))
}

/** Today's price and name of every product asked for; 404 for one not sold, 409 when short. */
function priceLines(found: readonly SellableProduct[], items: OrderRequest['orderItems']) {
  const byId = new Map(found.map((product) => [product.id, product]))
  return items.map((item) => {
    const product = byId.get(item.product.id)
    if (!product) throw AppError.notFound(messages.productNotFound)
    // Checked again by the conditional update; this answer just needs no lock to give.
    if (product.stock < item.qty)
      throw conflict(messages.outOfStock.replace('{product}', product.name))
    return {
      productId: product.id,
      name: product.name,
      unitPrice: product.unitPrice,
      qty: item.qty,
      needsPrescription: product.needsPrescription,
    }
  })
}
