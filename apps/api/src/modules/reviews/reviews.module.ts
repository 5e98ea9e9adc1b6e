import type { AppContext } from '#app/app-context.ts'
import type { ApiModule, Infrastructure } from '#app/modules/api-module.ts'
import { reviewRoutes } from './reviews.routes.ts'
import { ReviewService } from './reviews.service.ts'
import { staffReviewRoutes } from './staff-reviews.routes.ts'
import { StaffReviewService } from './staff-reviews.service.ts'

export function createReviewsModule(
  ctx: AppContext,
  { rateLimiter, clock }: Pick<Infrastructure, 'rateLimiter' | 'clock'>,
) {
  const reviews = new ReviewService(ctx, rateLimiter, clock)
  const staffReviews = new StaffReviewService(ctx, clock)
  return {
    services: { reviews, staffReviews },
    routes: { public: reviewRoutes(reviews), staff: staffReviewRoutes(staffReviews) },
  } satisfies ApiModule<object>
}
