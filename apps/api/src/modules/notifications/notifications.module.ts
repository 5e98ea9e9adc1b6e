import type { AppContext } from '#app/app-context.ts'
import type { ApiModule, Infrastructure } from '#app/modules/api-module.ts'
import { notificationRoutes } from './notifications.routes.ts'
import { NotificationService } from './notifications.service.ts'

export function createNotificationsModule(
  ctx: AppContext,
  { clock }: Pick<Infrastructure, 'clock'>,
) {
  const notifications = new NotificationService(ctx, clock)
  return {
    services: { notifications },
    routes: { public: notificationRoutes(notifications) },
  } satisfies ApiModule<object>
}
