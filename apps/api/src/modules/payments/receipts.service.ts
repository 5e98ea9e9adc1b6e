import { randomUUID } from 'node:crypto'
import {
  messages,
  type Order,
  type OrderStatus,
  type PaymentType,
  RECEIPT_MAX_FILES,
  RECEIPT_PAYMENT_TYPES,
} from '@kyanma/shared'
import { and, count, eq } from 'drizzle-orm'
import type { Database, DbExecutor } from '#app/db/client.ts'
import { bankAttachments, orders } from '#app/db/schema/index.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import { type FileStore, removeQuietly } from '../media/file-store.ts'
import type { UploadedImage } from '../media/image-parts.ts'
import { moveLockedOrder } from '../orders/order-status-change.ts'
import { lockOrder } from '../orders/orders.repository.ts'
import type { OrderService } from '../orders/orders.service.ts'
import { requireOwnOrder } from '../orders/own-order.ts'

export type ReceiptImage = UploadedImage

/** A receipt is still useful while the shop has not yet checked the money (spec: upload box). */
const ACCEPTS_RECEIPTS: readonly OrderStatus[] = ['WAITING_FOR_PAYMENT', 'PENDING']

function acceptsReceipts(order: { paymentType: string; status: string }) {
  return (
    RECEIPT_PAYMENT_TYPES.includes(order.paymentType as PaymentType) &&
    ACCEPTS_RECEIPTS.includes(order.status as OrderStatus)
  )
}

const tooMany = () =>
  new AppError(
    'TOO_MANY_RECEIPTS',
    409,
    messages.receiptTooMany.replace('{count}', String(RECEIPT_MAX_FILES)),
  )

async function receiptCount(tx: DbExecutor, orderId: number) {
  const [row] = await tx
    .select({ total: count() })
    .from(bankAttachments)
    .where(eq(bankAttachments.orderId, orderId))
  return row?.total ?? 0
}

/**
 * Bank-transfer and mobile-banking receipts: stored privately, one row each in bank_attachments,
 * and the first one moves the order from waiting for payment to pending (the shop checks it next;
 * the unpaid-order sweep leaves it alone from then on).
 */
export class ReceiptService {
  constructor(
    private readonly db: Database,
    private readonly store: FileStore,
    private readonly orders: OrderService,
    private readonly clock: Clock,
  ) {}

  /**
   * The cheap answer before the upload is read: 404 for an order that is not the customer's,
   * 409 for one that takes no (more) receipts. `add` checks again under the order's lock.
   */
  async checkAccepts(customerId: number, orderId: number) {
    const order = await requireOwnOrder(this.db, customerId, orderId, {
      paymentType: orders.paymentType,
      status: orders.status,
    })
    if (!acceptsReceipts(order)) throw new AppError('CONFLICT', 409, messages.receiptNotAccepted)
    if ((await receiptCount(this.db, orderId)) >= RECEIPT_MAX_FILES) throw tooMany()
  }

  async add(customerId: number, orderId: number, images: readonly ReceiptImage[]): Promise<Order> {
    if (images.length === 0) throw AppError.badRequest(messages.receiptMissing)
    const now = this.clock.now()
    const written: string[] = []
    try {
      await this.db.transaction(async (tx) => {
        // The lock orders this upload with the sweep, a cancel and other uploads of the order.
        const order = await lockOrder(tx, orderId, customerId)
        if (!order) throw AppError.notFound(messages.orderNotFound)
        if (!acceptsReceipts(order))
          throw new AppError('CONFLICT', 409, messages.receiptNotAccepted)
        if ((await receiptCount(tx, orderId)) + images.length > RECEIPT_MAX_FILES) throw tooMany()
        for (const image of images) {
          const key = `receipts/${orderId}/${randomUUID()}.${image.type.extension}`
          await this.store.put(key, image.data, image.type.contentType)
          written.push(key)
          await tx.insert(bankAttachments).values({
            orderId,
            mediaKey: key,
            contentType: image.type.contentType,
            bytes: image.data.length,
            createdAt: now,
          })
        }
        if (order.status === 'WAITING_FOR_PAYMENT')
          await moveLockedOrder(tx, order, {
            to: 'PENDING',
            actor: 'CUSTOMER',
            at: now,
            note: 'Receipt uploaded',
          })
      })
    } catch (error) {
      // Nothing was recorded: files written before the failure are not kept either.
      await removeQuietly(this.store, written)
      throw error
    }
    return this.orders.get(customerId, orderId)
  }

  /** A receipt image, for its owner only; anyone else's answers 404 like a missing one. */
  async read(customerId: number, orderId: number, attachmentId: number) {
    const [row] = await this.db
      .select({ key: bankAttachments.mediaKey, contentType: bankAttachments.contentType })
      .from(bankAttachments)
      .innerJoin(orders, eq(orders.id, bankAttachments.orderId))
      .where(
        and(
          eq(bankAttachments.id, attachmentId),
          eq(bankAttachments.orderId, orderId),
          eq(orders.customerId, customerId),
        ),
      )
    const data = row && (await this.store.read(row.key))
    if (!row || !data) throw AppError.notFound(messages.receiptNotFound)
    return { data, contentType: row.contentType }
  }
}
