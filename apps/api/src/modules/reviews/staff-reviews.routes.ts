import {
  AdminReviewListQuerySchema,
  AdminReviewListSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  MessageSchema,
  ReviewHideSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireStaff } from '#app/plugins/auth.ts'
import type { StaffReviewService } from './staff-reviews.service.ts'

const guarded = {
  400: ErrorResponseSchema.describe('Invalid input'),
  401: ErrorResponseSchema.describe('Not signed in'),
  403: ErrorResponseSchema.describe('Not a member of staff'),
}
const notFound = { 404: ErrorResponseSchema.describe('No such review') }

/** Customers' reviews for staff: read them all, hide one with a reason, show it again. */
export function staffReviewRoutes(service: StaffReviewService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/reviews',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every review, hidden ones too, newest first (staff only)',
          querystring: AdminReviewListQuerySchema,
          response: { 200: AdminReviewListSchema, ...guarded },
        },
      },
      async (request) => {
        requireStaff(request)
        return service.list(request.query)
      },
    )

    app.put(
      '/admin/reviews/:id/hidden',
      {
        schema: {
          tags: ['admin'],
          summary: 'Hide a review, with the reason (staff only; in the audit log)',
          description: 'Hiding again replaces the reason. The product’s average leaves it out.',
          params: IdParamsSchema,
          body: ReviewHideSchema,
          response: { 200: MessageSchema, ...guarded, ...notFound },
        },
      },
      async (request) => {
        const staff = requireStaff(request)
        return service.hide(request.params.id, request.body, staff.userId)
      },
    )

    app.delete(
      '/admin/reviews/:id/hidden',
      {
        schema: {
          tags: ['admin'],
          summary: 'Show a hidden review again (staff only; in the audit log)',
          params: IdParamsSchema,
          response: { 200: MessageSchema, ...guarded, ...notFound },
        },
      },
      async (request) => {
        const staff = requireStaff(request)
        return service.unhide(request.params.id, staff.userId)
      },
    )
  }
}
