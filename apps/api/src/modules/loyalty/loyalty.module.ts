import type { AppContext } from '#app/app-context.ts'
import type { ApiModule, Infrastructure } from '#app/modules/api-module.ts'
import { loyaltyRoutes } from './loyalty.routes.ts'
import { LoyaltyService } from './loyalty.service.ts'

export function createLoyaltyModule(
  ctx: AppContext,
  { clock, rateLimiter }: Pick<Infrastructure, 'clock' | 'rateLimiter'>,
) {
  const loyalty = new LoyaltyService(ctx, clock, rateLimiter)
  return {
    services: { loyalty },
    routes: { public: loyaltyRoutes(loyalty) },
  } satisfies ApiModule<object>
}
