import type { AppContext } from '#app/app-context.ts'
import type { ApiModule } from '#app/modules/api-module.ts'
import { staffMediaRoutes } from './staff-media.routes.ts'

export function createMediaModule(ctx: AppContext) {
  return { services: {}, routes: { staff: staffMediaRoutes(ctx) } } satisfies ApiModule<object>
}
