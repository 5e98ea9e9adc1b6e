import { ErrorResponseSchema, PageSchema, PromotionListSchema } from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { PromotionService } from './promotions.service.ts'

/** The spec does not give the coupon page size; a checkout never shows more than this many. */
export const PROMOTION_PAGE_SIZE = 20

export function promotionRoutes(promotions: PromotionService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/promotions',
      {
        schema: {
          tags: ['orders'],
          summary: 'Coupons usable now, soonest ending first',
          description: `Active, within their dates and not used up; ${PROMOTION_PAGE_SIZE} a page.`,
          querystring: z.object({ page: PageSchema }),
          response: {
            200: PromotionListSchema,
            400: ErrorResponseSchema.describe('Invalid page'),
          },
        },
      },
      async (request) =>
        promotions.listUsable(request.query.page, PROMOTION_PAGE_SIZE, request.language),
    )
  }
}
