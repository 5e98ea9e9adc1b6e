import { messages, type OrderStatus } from '@kyanma/shared'
import type { AppContext } from '#app/app-context.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import { recordStaffAction } from '../admin/audit-log.ts'
import { cancelLockedOrder } from './order-cancellation.ts'
import { moveLockedOrder } from './order-status-change.ts'
import * as repo from './orders.repository.ts'

/**
 * What staff do to any customer's order: move it along the status machine (approve, mark paid,
 * delivered, refunded) or cancel it with a reason. The effects (notification, points) follow
 * from the same status-change path every other actor uses. The back-office screens call this.
 */
export class StaffOrderService {
  constructor(
    private readonly ctx: AppContext,
    private readonly clock: Clock,
  ) {}

  /**
   * `staffUserId` is who did it, kept in the staff audit log; the admin routes always pass it
   * (tests that only need an order moved along may leave it out).
   */
  async changeStatus(
    orderId: number,
    to: OrderStatus,
    note = '',
    staffUserId?: number,
  ): Promise<void> {
    const at = this.clock.now()
    await this.ctx.db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, orderId)
      if (!order) throw AppError.notFound(messages.orderNotFound)
      if (to === 'CANCELLED' && !note.trim()) throw AppError.badRequest(messages.reasonRequired)
      const moved =
        to === 'CANCELLED'
          ? await cancelLockedOrder(tx, order, { actor: 'STAFF', reason: note.trim(), at })
          : await moveLockedOrder(tx, order, {
              to,
              actor: 'STAFF',
              at,
              note,
              paid: to === 'PAID',
              loyalty: this.ctx.config.loyalty,
            })
      if (!moved)
        throw new AppError(
          'CONFLICT',
          409,
          messages.orderStatusNotAllowed.replace('{from}', order.status).replace('{to}', to),
        )
      if (staffUserId !== undefined)
        await recordStaffAction(tx, {
          staffUserId,
          action: 'order.status',
          entity: 'order',
          entityId: order.id,
          before: { status: order.status },
          after: { status: to, ...(note && { note }) },
          at,
        })
    })
  }
}
