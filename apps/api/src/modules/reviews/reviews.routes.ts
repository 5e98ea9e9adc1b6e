import {
  ErrorResponseSchema,
  IdParamsSchema,
  MessageSchema,
  OwnReviewSchema,
  ProductIdParamsSchema,
  ReviewCreateSchema,
  ReviewInputSchema,
  ReviewStatusSchema,
  translateMessage,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { addRetryAfterHeader } from '#app/lib/rate-limit.ts'
import { customerOnly, invalidInput, notAmongOwn } from '#app/lib/route-responses.ts'
import { requireCustomer } from '#app/plugins/auth.ts'
import type { ReviewService } from './reviews.service.ts'

const tooMany = {
  429: ErrorResponseSchema.describe('Too many reviews written or changed within the hour'),
}
const notOwn = notAmongOwn('review')

/**
 * A customer's own reviews (the spec shows the review form but not its call; decision 033).
 * Reading them is GET /public/products/{id}/reviews.
 */
export function reviewRoutes(reviews: ReviewService): FastifyPluginAsyncZod {
  return async (app) => {
    addRetryAfterHeader(app)
    app.get(
      '/customers/me/products/:productId/review',
      {
        schema: {
          tags: ['customer'],
          summary: 'May the signed-in customer review this product, and their review if written',
          params: ProductIdParamsSchema,
          response: { 200: ReviewStatusSchema, ...invalidInput, ...customerOnly },
        },
      },
      async (request) => {
        const status = await reviews.status(
          requireCustomer(request).customerId,
          request.params.productId,
        )
        const reason = status.reason && translateMessage(status.reason, request.language)
        return { ...status, reason }
      },
    )

    app.post(
      '/customers/me/reviews',
      {
        schema: {
          tags: ['customer'],
          summary: 'Review a product from a delivered order (one review per product)',
          body: ReviewCreateSchema,
          response: {
            201: OwnReviewSchema,
            ...invalidInput,
            401: customerOnly[401],
            403: ErrorResponseSchema.describe(
              'No delivered order holds this product (or a staff account)',
            ),
            404: ErrorResponseSchema.describe('No such product'),
            409: ErrorResponseSchema.describe('This customer has reviewed the product already'),
            ...tooMany,
          },
        },
      },
      async (request, reply) => {
        const created = await reviews.create(requireCustomer(request).customerId, request.body)
        return reply.status(201).send(created)
      },
    )

    app.put(
      '/customers/me/reviews/:id',
      {
        schema: {
          tags: ['customer'],
          summary: 'Change the stars and text of one’s own review',
          params: IdParamsSchema,
          body: ReviewInputSchema,
          response: {
            200: OwnReviewSchema,
            ...invalidInput,
            ...customerOnly,
            ...notOwn,
            ...tooMany,
          },
        },
      },
      async (request) =>
        reviews.update(requireCustomer(request).customerId, request.params.id, request.body),
    )

    app.delete(
      '/customers/me/reviews/:id',
      {
        schema: {
          tags: ['customer'],
          summary: 'Delete one’s own review',
          params: IdParamsSchema,
          response: { 200: MessageSchema, ...invalidInput, ...customerOnly, ...notOwn },
        },
      },
      async (request) => reviews.delete(requireCustomer(request).customerId, request.params.id),
    )
  }
}
