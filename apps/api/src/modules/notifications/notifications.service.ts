import { announcementNotice, messages, type Notification } from '@kyanma/shared'
import type { AppContext } from '#app/app-context.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import * as repo from './notifications.repository.ts'

/**
 * A customer's own notifications (spec section 7, Notifications). Another customer's
 * notification answers exactly as a missing one, so ids reveal nothing.
 */
export class NotificationService {
  constructor(
    private readonly ctx: AppContext,
    private readonly clock: Clock,
  ) {}

  async list(customerId: number, page: number, size: number) {
    const { rows, total } = await repo.listNotifications(this.ctx.db, customerId, page * size, size)
    return { data: rows.map(toNotification), total, pageSize: size }
  }

  async unreadCount(customerId: number) {
    return { count: await repo.countUnread(this.ctx.db, customerId) }
  }

  /** Opening a notification marks it read (the first time only). */
  async open(customerId: number, id: number): Promise<Notification> {
    const row = await repo.openNotification(this.ctx.db, customerId, id, this.clock.now())
    if (!row) throw AppError.notFound(messages.notificationNotFound)
    return toNotification(row)
  }

  async readAll(customerId: number) {
    return { count: await repo.markAllRead(this.ctx.db, customerId, this.clock.now()) }
  }

  async remove(customerId: number, id: number) {
    if (!(await repo.deleteNotification(this.ctx.db, customerId, id)))
      throw AppError.notFound(messages.notificationNotFound)
  }

  /**
   * Tells every customer about a published announcement. Pass the transaction that publishes
   * it, so the notices exist exactly when the announcement does. Answers how many were sent.
   */
  async notifyAnnouncement(announcementId: number, tx: DbExecutor = this.ctx.db) {
    return repo.insertAnnouncementNotices(
      tx,
      announcementId,
      announcementNotice.title,
      this.clock.now(),
    )
  }
}

function toNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}
