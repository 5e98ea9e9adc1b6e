import {
  AdminReviewListQuerySchema,
  AdminReviewListSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  MessageSchema,
  ReviewHideSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { staffList, staffSchema, staffUpdate } from '#app/lib/staff-routes.ts'
import { requireStaff } from '#app/plugins/auth.ts'
import type { StaffReviewService } from './staff-reviews.service.ts'

const invalid = { 400: ErrorResponseSchema.describe('Invalid input') }
const invalidOrMissing = { ...invalid, 404: ErrorResponseSchema.describe('No such review') }

/** Customers' reviews for staff: read them all, hide one with a reason, show it again. */
export function staffReviewRoutes(service: StaffReviewService): FastifyPluginAsyncZod {
  return async (app) => {
    staffList(
      app,
      '/admin/reviews',
      {
        summary: 'Every review, hidden ones too, newest first (staff only)',
        querystring: AdminReviewListQuerySchema,
        answer: AdminReviewListSchema,
        errors: invalid,
      },
      (query) => service.list(query),
    )
    staffUpdate(
      app,
      '/admin/reviews/:id/hidden',
      {
        summary: 'Hide a review, with the reason (staff only; in the audit log)',
        description: 'Hiding again replaces the reason. The product’s average leaves it out.',
        body: ReviewHideSchema,
        answer: MessageSchema,
        errors: invalidOrMissing,
      },
      (id, body, staffId) => service.hide(id, body, staffId),
    )

    app.delete(
      '/admin/reviews/:id/hidden',
      {
        schema: staffSchema({
          summary: 'Show a hidden review again (staff only; in the audit log)',
          params: IdParamsSchema,
          response: { 200: MessageSchema, ...invalidOrMissing },
        }),
      },
      async (request) => {
        const staff = requireStaff(request)
        return service.unhide(request.params.id, staff.userId)
      },
    )
  }
}
