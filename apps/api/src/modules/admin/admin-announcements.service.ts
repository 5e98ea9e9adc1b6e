import type { AdminAnnouncementCreate } from '@kyanma/shared'
import type { AppContext } from '../../app-context.ts'
import { announcements } from '../../db/schema/index.ts'
import type { Clock } from '../../lib/clock.ts'
import type { NotificationService } from '../notifications/notifications.service.ts'
import { recordStaffAction } from './audit-log.ts'

/**
 * Publishing an announcement and telling every customer, in one transaction: the notices exist
 * exactly when the announcement does. The catalogue cache drops the announcement lists by itself
 * (the announcements table's change trigger, decision 001).
 */
export class AdminAnnouncementService {
  constructor(
    private readonly ctx: AppContext,
    private readonly notifications: NotificationService,
    private readonly clock: Clock,
  ) {}

  async publish(input: Required<AdminAnnouncementCreate>, staffUserId: number) {
    const createdAt = this.clock.now()
    return this.ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(announcements)
        .values({ title: input.title, description: input.description, createdAt })
        .returning()
      if (!row) throw new Error('announcement not stored')
      const notified = await this.notifications.notifyAnnouncement(row.id, tx)
      await recordStaffAction(tx, {
        staffUserId,
        action: 'announcement.publish',
        entity: 'announcement',
        entityId: row.id,
        after: { title: row.title, description: row.description },
        at: createdAt,
      })
      return {
        id: row.id,
        title: row.title,
        description: row.description,
        createdAt: row.createdAt.toISOString(),
        notified,
      }
    })
  }
}
