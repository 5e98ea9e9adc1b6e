import type { AppContext } from '#app/app-context.ts'
import type { ApiModule, Infrastructure } from '#app/modules/api-module.ts'
import { promotionRoutes } from './promotions.routes.ts'
import { PromotionService } from './promotions.service.ts'
import { staffCouponRoutes } from './staff-coupons.routes.ts'
import { StaffCouponService } from './staff-coupons.service.ts'

export function createPromotionsModule(ctx: AppContext, { clock }: Pick<Infrastructure, 'clock'>) {
  const promotions = new PromotionService(ctx, clock)
  const staffCoupons = new StaffCouponService(ctx, clock)
  return {
    services: { promotions, staffCoupons },
    routes: { public: promotionRoutes(promotions), staff: staffCouponRoutes(staffCoupons) },
  } satisfies ApiModule<object>
}
