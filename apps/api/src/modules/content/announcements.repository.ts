import { and, count, desc, eq } from 'drizzle-orm'
import { listPage } from '#app/db/admin-list.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { announcements } from '#app/db/schema/index.ts'

const published = eq(announcements.isPublished, true)

/** One page of published announcements, newest first. */
export async function findAnnouncements(db: DbExecutor, offset: number, limit: number) {
  return listPage(
    db.query.announcements.findMany({
      where: published,
      orderBy: [desc(announcements.createdAt), desc(announcements.id)],
      offset,
      limit,
      with: { bannerImage: true },
    }),
    db.select({ total: count() }).from(announcements).where(published),
  )
}
export type AnnouncementRow = Awaited<ReturnType<typeof findAnnouncements>>['rows'][number]

/** One published announcement, or undefined. */
export function findAnnouncement(db: DbExecutor, id: number) {
  return db.query.announcements.findFirst({
    where: and(eq(announcements.id, id), published),
    with: { bannerImage: true },
  })
}
