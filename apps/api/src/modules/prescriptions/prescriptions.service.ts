import { randomUUID } from 'node:crypto'
import {
  type ListResponse,
  messages,
  myanmarDate,
  type Order,
  PRESCRIPTION_MAX_FILES,
  PRESCRIPTION_UNLINKED_LIMIT,
  type Prescription,
} from '@kyanma/shared'
import type { Database, DbExecutor } from '#app/db/client.ts'
import { lockCustomer } from '#app/db/customer-lock.ts'
import { orders } from '#app/db/schema/index.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import { type FileStore, removeQuietly } from '../media/file-store.ts'
import type { UploadedImage } from '../media/image-parts.ts'
import { lockOrder } from '../orders/orders.repository.ts'
import type { OrderService } from '../orders/orders.service.ts'
import { requireOwnOrder } from '../orders/own-order.ts'
import { toPrescription } from './prescription-rules.ts'
import * as repo from './prescriptions.repository.ts'

const HOUR_MS = 60 * 60 * 1000

type StoreImages = (
  customerId: number,
  images: readonly UploadedImage[],
  at: Date,
) => Promise<number[]>

/** An order takes new images while it waits for one, or after a pharmacist refused its last. */
const TAKES_IMAGES = ['AWAITING_UPLOAD', 'REFUSED']
/** Orders that are over: no image changes anything for them. */
const CLOSED = ['CANCELLED', 'DELIVERED', 'REFUNDED']

function takesImages(order: { status: string; prescriptionStatus: string | null }) {
  return TAKES_IMAGES.includes(order.prescriptionStatus ?? '') && !CLOSED.includes(order.status)
}

export const tooManyPrescriptions = () =>
  new AppError(
    'TOO_MANY_PRESCRIPTIONS',
    409,
    messages.prescriptionTooMany.replace('{count}', String(PRESCRIPTION_MAX_FILES)),
  )

const notAccepted = () => new AppError('CONFLICT', 409, messages.prescriptionNotAccepted)

/**
 * The customer's prescription images (decision 040): sent before an order (checkout attaches
 * them by id) or to an order that waits for one, kept privately under
 * `prescriptions/{customerId}/`, and shown only to their owner (and staff).
 */
export class PrescriptionService {
  constructor(
    private readonly db: Database,
    private readonly store: FileStore,
    private readonly orders: OrderService,
    private readonly clock: Clock,
  ) {}

  /**
   * Stores images no order carries yet. A customer may pile up only so many unused ones a day
   * (PRESCRIPTION_UNLINKED_LIMIT), so nobody fills the disk; the customer's row lock makes two
   * uploads at once count one after the other.
   */
  async upload(customerId: number, images: readonly UploadedImage[]): Promise<Prescription[]> {
    if (images.length === 0) throw AppError.badRequest(messages.receiptMissing)
    const now = this.clock.now()
    const since = new Date(now.getTime() - PRESCRIPTION_UNLINKED_LIMIT.hours * HOUR_MS)
    const ids = await this.storing(async (tx, store) => {
      await lockCustomer(tx, customerId)
      const piled = await repo.countUnlinkedSince(tx, customerId, since)
      if (piled + images.length > PRESCRIPTION_UNLINKED_LIMIT.count)
        throw new AppError(
          'TOO_MANY_PRESCRIPTIONS',
          409,
          messages.prescriptionUploadLimit
            .replace('{count}', String(piled))
            .replace('{hours}', String(PRESCRIPTION_UNLINKED_LIMIT.hours)),
        )
      return store(customerId, images, now)
    })
    const today = myanmarDate(now)
    return (await repo.findByIds(this.db, ids)).map((row) => toPrescription(row, today))
  }

  async list(
    customerId: number,
    query: { page: number; size: number },
  ): Promise<ListResponse<Prescription>> {
    const { rows, total } = await repo.listForCustomer(
      this.db,
      customerId,
      query.page * query.size,
      query.size,
    )
    const today = myanmarDate(this.clock.now())
    return { data: rows.map((row) => toPrescription(row, today)), total, pageSize: query.size }
  }

  /** An image, for its owner only; anyone else's answers 404 like a missing one. */
  async file(customerId: number | undefined, id: number) {
    const row = await repo.findFile(this.db, id, customerId)
    const data = row && (await this.store.read(row.key))
    if (!row || !data) throw AppError.notFound(messages.prescriptionNotFound)
    return { data, contentType: row.contentType }
  }

  /** The cheap answer before an upload to an order is read: 404 not the customer's, 409 closed. */
  async checkAttachable(customerId: number, orderId: number) {
    const order = await requireOwnOrder(this.db, customerId, orderId, {
      status: orders.status,
      prescriptionStatus: orders.prescriptionStatus,
    })
    if (!takesImages(order)) throw notAccepted()
  }

  /**
   * New images for an order waiting for one (or refused): under the order's lock, so an upload,
   * a cancel, the pharmacist and the sweep never interleave. The order goes to the pharmacist
   * (WAITING_CHECK), its refusal and deadline cleared.
   */
  async attachToOrder(
    customerId: number,
    orderId: number,
    images: readonly UploadedImage[],
  ): Promise<Order> {
    if (images.length === 0) throw AppError.badRequest(messages.receiptMissing)
    const now = this.clock.now()
    await this.storing(async (tx, store) => {
      const order = await lockOrder(tx, orderId, customerId)
      if (!order) throw AppError.notFound(messages.orderNotFound)
      if (!takesImages(order)) throw notAccepted()
      if ((await repo.countCarried(tx, orderId)) + images.length > PRESCRIPTION_MAX_FILES)
        throw tooManyPrescriptions()
      await repo.linkToOrder(tx, orderId, await store(customerId, images, now))
      await repo.setOrderTrack(tx, orderId, {
        status: 'WAITING_CHECK',
        dueAt: null,
        refusal: null,
        at: now,
      })
    })
    return this.orders.get(customerId, orderId)
  }

  /**
   * Runs `work` in a transaction with a way to store images (files, then rows); when anything
   * fails, the files it wrote are removed too, so a refused upload leaves nothing behind.
   */
  private async storing<T>(work: (tx: DbExecutor, store: StoreImages) => Promise<T>): Promise<T> {
    const written: string[] = []
    try {
      return await this.db.transaction((tx) =>
        work(tx, (customerId, images, at) =>
          this.storeImages(tx, written, { customerId, images, at }),
        ),
      )
    } catch (error) {
      await removeQuietly(this.store, written)
      throw error
    }
  }

  private async storeImages(
    tx: DbExecutor,
    written: string[],
    upload: { customerId: number; images: readonly UploadedImage[]; at: Date },
  ): Promise<number[]> {
    const ids: number[] = []
    for (const image of upload.images) {
      const key = `prescriptions/${upload.customerId}/${randomUUID()}.${image.type.extension}`
      await this.store.put(key, image.data, image.type.contentType)
      written.push(key)
      ids.push(
        await repo.insertPrescription(tx, {
          customerId: upload.customerId,
          mediaKey: key,
          contentType: image.type.contentType,
          bytes: image.data.length,
          createdAt: upload.at,
        }),
      )
    }
    return ids
  }
}
