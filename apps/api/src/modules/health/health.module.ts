import type { AppContext } from '#app/app-context.ts'
import type { ApiModule } from '#app/modules/api-module.ts'
import { healthRoutes } from './health.routes.ts'

export function createHealthModule(ctx: AppContext) {
  return { services: {}, routes: { public: healthRoutes(ctx) } } satisfies ApiModule<object>
}
