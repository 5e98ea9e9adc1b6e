import type { AdminAnnouncement, AdminAnnouncementCreate } from '@kyanma/shared'
import { messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import type { AppContext } from '#app/app-context.ts'
import type { AdminListQuery } from '#app/db/admin-list.ts'
import { announcements } from '#app/db/schema/index.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import { recordEdit, recordStaffAction } from '../admin/audit-log.ts'
import { requirePublicImage } from '../media/public-images.ts'
import { replacedPicture, saveDroppingPictures } from '../media/unused-pictures.ts'
import type { NotificationService } from '../notifications/notifications.service.ts'
import type { AnnouncementRow } from './announcements.repository.ts'
import { toAnnouncement } from './content.mappers.ts'
import * as repo from './staff-announcements.repository.ts'

/** The Burmese versions are optional in requests: left out (undefined), they stay as stored. */
type Texts = { titleMy?: string | null; descriptionMy?: string | null }
type AnnouncementInput = Required<Omit<AdminAnnouncementCreate, keyof Texts>> & Texts

/**
 * The columns publishing and editing write from what staff sent. A Burmese text left out stays
 * undefined, which Drizzle leaves out of the statement: stored as it was (none when published).
 */
const savedValues = (input: AnnouncementInput) => ({
  title: input.title,
  description: input.description,
  titleMy: input.titleMy,
  descriptionMy: input.descriptionMy,
  bannerImageId: input.bannerImageId,
})

const auditValues = (row: typeof announcements.$inferSelect) => ({
  title: row.title,
  description: row.description,
  bannerImageId: row.bannerImageId,
  // The Burmese versions when written (older entries have none).
  ...(row.titleMy !== null && { titleMy: row.titleMy }),
  ...(row.descriptionMy !== null && { descriptionMy: row.descriptionMy }),
})

/**
 * Publishing an announcement and telling every customer, in one transaction: the notices exist
 * exactly when the announcement does. Editing one later changes only its text and banner (the
 * customers were told once). The catalogue cache drops the announcement lists by itself (the
 * announcements table's change trigger, decision 001).
 */
export class StaffAnnouncementService {
  private publicUrl = (key: string) => this.ctx.media.publicUrl(key)

  constructor(
    private readonly ctx: AppContext,
    private readonly notifications: NotificationService,
    private readonly clock: Clock,
  ) {}

  private toAdmin(row: AnnouncementRow): AdminAnnouncement {
    return {
      ...toAnnouncement(row, this.publicUrl, 'en'),
      titleMy: row.titleMy,
      descriptionMy: row.descriptionMy,
      isPublished: row.isPublished,
    }
  }

  async list(query: AdminListQuery<repo.AnnouncementSort>) {
    const { rows, total } = await repo.findAllAnnouncements(this.ctx.db, query)
    return { data: rows.map((row) => this.toAdmin(row)), total, pageSize: query.size }
  }

  async publish(input: AnnouncementInput, staffUserId: number) {
    const createdAt = this.clock.now()
    return this.ctx.db.transaction(async (tx) => {
      await requirePublicImage(tx, input.bannerImageId, 'bannerImageId')
      const [row] = await tx
        .insert(announcements)
        .values({ ...savedValues(input), createdAt })
        .returning()
      if (!row) throw new Error('announcement not stored')
      const notified = await this.notifications.notifyAnnouncement(row.id, tx)
      await recordStaffAction(tx, {
        staffUserId,
        action: 'announcement.publish',
        entity: 'announcement',
        entityId: row.id,
        after: auditValues(row),
        at: createdAt,
      })
      return {
        id: row.id,
        title: row.title,
        description: row.description,
        titleMy: row.titleMy,
        descriptionMy: row.descriptionMy,
        createdAt: row.createdAt.toISOString(),
        notified,
      }
    })
  }

  async update(id: number, input: AnnouncementInput, staffUserId: number) {
    // A banner the announcement stopped showing and nothing else shows goes with its files.
    await saveDroppingPictures(this.ctx, async (tx) => {
      const [before] = await tx
        .select()
        .from(announcements)
        .where(eq(announcements.id, id))
        .for('update')
      if (!before) throw AppError.notFound(messages.announcementNotFound)
      await requirePublicImage(tx, input.bannerImageId, 'bannerImageId')
      const [row] = await tx
        .update(announcements)
        .set(savedValues(input))
        .where(eq(announcements.id, id))
        .returning()
      if (!row) throw new Error('announcement not updated')
      await recordEdit(tx, { staffUserId, at: this.clock.now() }, 'announcement.update', id, {
        before: auditValues(before),
        after: auditValues(row),
      })
      return {
        result: undefined,
        dropped: replacedPicture(before.bannerImageId, row.bannerImageId),
      }
    })
    const row = await repo.findAnyAnnouncement(this.ctx.db, id)
    if (!row) throw AppError.notFound(messages.announcementNotFound)
    return this.toAdmin(row)
  }
}
