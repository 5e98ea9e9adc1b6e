import type { AppContext } from '#app/app-context.ts'
import type { ApiModule, Infrastructure } from '#app/modules/api-module.ts'
import type { NotificationService } from '#app/modules/notifications/notifications.service.ts'
import { contentRoutes } from './content.routes.ts'
import { ContentService } from './content.service.ts'
import { staffAnnouncementRoutes } from './staff-announcements.routes.ts'
import { StaffAnnouncementService } from './staff-announcements.service.ts'
import { staffArticleRoutes } from './staff-articles.routes.ts'
import { StaffArticleService } from './staff-articles.service.ts'

export function createContentModule(
  ctx: AppContext,
  deps: Pick<Infrastructure, 'catalogCache' | 'clock'> & { notifications: NotificationService },
) {
  const content = new ContentService(ctx, deps.catalogCache)
  const staffAnnouncements = new StaffAnnouncementService(ctx, deps.notifications, deps.clock)
  const staffArticles = new StaffArticleService(ctx, deps.clock)
  return {
    services: { content, staffAnnouncements, staffArticles },
    routes: {
      public: contentRoutes(content),
      staffAnnouncements: staffAnnouncementRoutes(staffAnnouncements),
      staffArticles: staffArticleRoutes(staffArticles),
    },
  } satisfies ApiModule<object>
}
