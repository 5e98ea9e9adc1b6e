import {
  GATEWAY_PAYMENT_TYPES,
  type ListResponse,
  messages,
  type Order,
  type OrderStatus,
} from '@kyanma/shared'
import type { AppContext } from '#app/app-context.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import { type OrderUrls, toOrder } from './order.mappers.ts'
import { cancelLockedOrder } from './order-cancellation.ts'
import type { OrderExtensions } from './order-extensions.ts'
import * as history from './order-history.repository.ts'
import { type OrderRequest, placeOrder } from './order-placement.ts'
import { customerCanCancel } from './order-status.ts'
import * as repo from './orders.repository.ts'

/** The signed-in customer's orders (spec section 7): place, list, read and cancel. */
export class OrderService {
  constructor(
    private readonly ctx: AppContext,
    private readonly clock: Clock,
    private readonly extensions: OrderExtensions,
  ) {}

  private get urls(): OrderUrls {
    return {
      publicUrl: (key) => this.ctx.media.publicUrl(key),
      shopUrl: this.ctx.config.publicUrl,
      gateway: this.ctx.config.payments.gateway,
      prescriptionFile: (id) => this.extensions.prescriptions.fileUrl(id),
    }
  }

  /** `created` is false when the Idempotency-Key repeated an earlier request. */
  async place(customerId: number, idempotencyKey: string | undefined, request: OrderRequest) {
    const placed = await placeOrder(
      this.ctx.db,
      customerId,
      idempotencyKey,
      request,
      this.clock.now(),
      this.extensions.prescriptions,
    )
    // A new order has had no payment attempt yet (paying needs its id, which this answer gives),
    // so only a replay looks for one: a round trip less on every checkout.
    const order = await this.read(customerId, placed.orderId, placed.replayed)
    return { order, created: !placed.replayed }
  }

  async list(
    customerId: number,
    query: { page: number; size: number; search?: string | undefined },
  ): Promise<ListResponse<Order>> {
    const { ids, total } = await history.listOrderIds(
      this.ctx.db,
      customerId,
      query.search || undefined,
      query.page * query.size,
      query.size,
    )
    const rows = ids.length > 0 ? await history.loadOrders(this.ctx.db, ids) : []
    const byId = new Map(rows.map((row) => [row.id, row]))
    const pending = await this.extensions.pendingPayments(this.ctx.db, ids, this.clock.now())
    const data = ids.flatMap((id) => {
      const row = byId.get(id)
      return row ? [toOrder(row, this.urls, GATEWAY_PAYMENT_TYPES, pending.get(id) ?? null)] : []
    })
    return { data, total, pageSize: query.size }
  }

  /** Another customer's order answers exactly as a missing one. */
  get(customerId: number, id: number): Promise<Order> {
    return this.read(customerId, id, true)
  }

  private async read(customerId: number, id: number, mayHavePayments: boolean): Promise<Order> {
    const row = await history.loadOrder(this.ctx.db, id)
    if (!row || row.customerId !== customerId) throw AppError.notFound(messages.orderNotFound)
    const pending = mayHavePayments
      ? (await this.extensions.pendingPayments(this.ctx.db, [id], this.clock.now())).get(id)
      : undefined
    return toOrder(row, this.urls, GATEWAY_PAYMENT_TYPES, pending ?? null)
  }

  async cancel(customerId: number, id: number, reason: string) {
    const now = this.clock.now()
    await this.ctx.db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, id, customerId)
      if (!order) throw AppError.notFound(messages.orderNotFound)
      const cancelled =
        customerCanCancel(order.status as OrderStatus) &&
        (await cancelLockedOrder(tx, order, { actor: 'CUSTOMER', reason, at: now }))
      if (!cancelled) throw new AppError('CONFLICT', 409, messages.orderNotCancellable)
    })
    return { message: messages.orderCanceled }
  }
}
