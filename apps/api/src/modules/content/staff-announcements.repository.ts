import { count, eq } from 'drizzle-orm'
import { type AdminListQuery, adminOrderBy, listPage } from '#app/db/admin-list.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { anyContains } from '#app/db/like-pattern.ts'
import { announcements } from '#app/db/schema/index.ts'

export type AnnouncementSort = 'createdAt' | 'title' | 'id'
const sortColumns = {
  createdAt: announcements.createdAt,
  title: announcements.title,
  id: announcements.id,
}

/** One page of every announcement, published or not, searched by title. */
export async function findAllAnnouncements(
  db: DbExecutor,
  query: AdminListQuery<AnnouncementSort>,
) {
  const where = anyContains(query.search, [announcements.title, announcements.titleMy])
  return listPage(
    db.query.announcements.findMany({
      where,
      orderBy: adminOrderBy(sortColumns, announcements.id, query),
      offset: query.page * query.size,
      limit: query.size,
      with: { bannerImage: true },
    }),
    db.select({ total: count() }).from(announcements).where(where),
  )
}

export function findAnyAnnouncement(db: DbExecutor, id: number) {
  return db.query.announcements.findFirst({
    where: eq(announcements.id, id),
    with: { bannerImage: true },
  })
}
