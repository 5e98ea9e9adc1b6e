import {
  GATEWAY_PAYMENT_TYPES,
  messages,
  type OrderStatus,
  PAYMENT_INQUIRY_AFTER_MINUTES,
  type PaymentType,
} from '@kyanma/shared'
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm'
import type { Database, DbExecutor } from '#app/db/client.ts'
import { customers, paymentAttempts, users } from '#app/db/schema/index.ts'
import { AppError } from '#app/lib/app-error.ts'
import { lockOrder } from '../orders/orders.repository.ts'
import type { PayableOrder, Payer, PaymentAttempt } from './payment-gateway.ts'

const MINUTE_MS = 60_000
/** After this long an attempt is surely over at the gateway: the sweep stops asking about it. */
export const INQUIRY_MAX_AGE_MINUTES = 24 * 60
/** One attempt is asked about at most this often (by all processes together). */
export const INQUIRY_EVERY_MINUTES = 3

export type AttemptRow = typeof paymentAttempts.$inferSelect

/** The locked order as a payable one, or why it is not (404 not the customer's, 409 not waiting). */
function payable(order: Awaited<ReturnType<typeof lockOrder>>): PayableOrder {
  if (!order) throw AppError.notFound(messages.orderNotFound)
  const paymentType = order.paymentType as PaymentType
  if (
    (order.status as OrderStatus) !== 'WAITING_FOR_PAYMENT' ||
    !GATEWAY_PAYMENT_TYPES.includes(paymentType)
  )
    throw new AppError('CONFLICT', 409, messages.paymentNotPayable)
  return { id: order.id, voucherNo: order.voucherNo, total: order.total, paymentType }
}

/**
 * Records a new attempt at paying the customer's own waiting gateway order. The order row is
 * locked, so two attempts started at once get different numbers: the reference is the voucher
 * number and the try number (Dinger wants a new merchant order id per transaction).
 */
export async function recordAttempt(
  db: Database,
  change: { customerId: number; orderId: number; gateway: string; now: Date },
): Promise<{ order: PayableOrder; attempt: PaymentAttempt; payer: Payer }> {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, change.orderId, change.customerId)
    const order = payable(locked)
    const [account] = await tx
      .select({ name: users.displayName, phone: users.phoneNumber })
      .from(customers)
      .innerJoin(users, eq(users.id, customers.userId))
      .where(eq(customers.id, change.customerId))
    const payer = {
      name: account?.name ?? '',
      phone: locked?.paymentPhone || account?.phone || '',
    }
    const [earlier] = await tx
      .select({ tries: count() })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id))
    const tries = (earlier?.tries ?? 0) + 1
    const attempt = { reference: `${order.voucherNo}-${tries}`, amount: order.total }
    await tx.insert(paymentAttempts).values({
      orderId: order.id,
      gateway: change.gateway,
      ...attempt,
      createdAt: change.now,
    })
    return { order, attempt, payer }
  })
}

/**
 * Marks decided attempts settled: the one a callback names, or (a gateway that names none, the
 * sandbox) every open one of the order at that gateway, since its one page decides for the order.
 */
export async function settleAttempts(
  tx: DbExecutor,
  where: { orderId: number; gateway: string; reference?: string | undefined },
  now: Date,
) {
  await tx
    .update(paymentAttempts)
    .set({ settledAt: now })
    .where(
      and(
        eq(paymentAttempts.orderId, where.orderId),
        eq(paymentAttempts.gateway, where.gateway),
        isNull(paymentAttempts.settledAt),
        where.reference === undefined ? undefined : eq(paymentAttempts.reference, where.reference),
      ),
    )
}

/**
 * The shopper chose another way to pay: the order's undecided attempts can no longer pay it
 * (a late payment of one is recorded and owed back, payment-callbacks.ts). They stay unsettled,
 * so the sweep still asks the gateway about them and no money taken goes unrecorded.
 */
export async function abandonAttempts(tx: DbExecutor, orderId: number, now: Date) {
  await tx
    .update(paymentAttempts)
    .set({ abandonedAt: now })
    .where(
      and(
        eq(paymentAttempts.orderId, orderId),
        isNull(paymentAttempts.settledAt),
        isNull(paymentAttempts.abandonedAt),
      ),
    )
}

/** Whether the attempt a gateway names was given up for another payment method. */
export async function isAbandonedAttempt(tx: DbExecutor, gateway: string, reference: string) {
  const [row] = await tx
    .select({ abandonedAt: paymentAttempts.abandonedAt })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.gateway, gateway), eq(paymentAttempts.reference, reference)))
  return Boolean(row?.abandonedAt)
}

/** The order's attempts nobody has decided yet (abandoned ones too), newest first. */
export function openAttempts(db: DbExecutor, orderId: number, gateway: string) {
  return db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderId, orderId),
        eq(paymentAttempts.gateway, gateway),
        isNull(paymentAttempts.settledAt),
      ),
    )
    .orderBy(desc(paymentAttempts.createdAt))
}

/**
 * Claims attempts the sweep should ask about: undecided, older than PAYMENT_INQUIRY_AFTER_MINUTES,
 * younger than INQUIRY_MAX_AGE_MINUTES, not asked about in the last INQUIRY_EVERY_MINUTES. The
 * rows are locked (`skip locked`: another process takes others) and stamped in the same
 * transaction, so no two processes ask about one attempt in one interval.
 */
export function claimDueAttempts(db: Database, gateway: string, now: Date, limit: number) {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE_MS)
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.gateway, gateway),
          isNull(paymentAttempts.settledAt),
          lt(paymentAttempts.createdAt, ago(PAYMENT_INQUIRY_AFTER_MINUTES)),
          gt(paymentAttempts.createdAt, ago(INQUIRY_MAX_AGE_MINUTES)),
          or(
            isNull(paymentAttempts.lastInquiryAt),
            lt(paymentAttempts.lastInquiryAt, ago(INQUIRY_EVERY_MINUTES)),
          ),
        ),
      )
      .orderBy(asc(paymentAttempts.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true })
    if (due.length > 0)
      await tx
        .update(paymentAttempts)
        .set({ lastInquiryAt: now })
        .where(
          inArray(
            paymentAttempts.id,
            due.map((row) => row.id),
          ),
        )
    return due
  })
}

/**
 * Each order's pending payment: its newest attempt, when it is undecided, not abandoned for
 * another method, and younger than PAYMENT_INQUIRY_AFTER_MINUTES (the shopper may still be
 * confirming in the wallet app).
 */
export async function pendingPayments(db: DbExecutor, orderIds: readonly number[], now: Date) {
  const pending = new Map<number, { pending: boolean; since: string }>()
  if (orderIds.length === 0) return pending
  const since = new Date(now.getTime() - PAYMENT_INQUIRY_AFTER_MINUTES * MINUTE_MS)
  const rows = await db
    .select({ orderId: paymentAttempts.orderId, createdAt: paymentAttempts.createdAt })
    .from(paymentAttempts)
    .where(
      and(
        inArray(paymentAttempts.orderId, [...orderIds]),
        isNull(paymentAttempts.settledAt),
        isNull(paymentAttempts.abandonedAt),
        gt(paymentAttempts.createdAt, since),
      ),
    )
    .orderBy(desc(paymentAttempts.createdAt))
  for (const row of rows)
    if (!pending.has(row.orderId))
      pending.set(row.orderId, { pending: true, since: row.createdAt.toISOString() })
  return pending
}
