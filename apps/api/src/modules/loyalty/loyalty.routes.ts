import {
  ErrorResponseSchema,
  MAX_TRANSFER_POINTS,
  PointHistoryListSchema,
  PointHistoryQuerySchema,
  PointTransferResultSchema,
  PointTransferSchema,
  translateMessage,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { addRetryAfterHeader } from '#app/lib/rate-limit.ts'
import { customerOnly } from '#app/lib/route-responses.ts'
import { requireCustomer } from '#app/plugins/auth.ts'
import type { LoyaltyService } from './loyalty.service.ts'
import { LOYALTY_LIMITS } from './loyalty-rate-limits.ts'

const { limit, windowMs } = LOYALTY_LIMITS.transferPerCustomer

/** The signed-in customer's points (spec section 7, Customer). */
export function loyaltyRoutes(loyalty: LoyaltyService): FastifyPluginAsyncZod {
  return async (app) => {
    addRetryAfterHeader(app)

    app.get(
      '/customers/me/point/histories',
      {
        schema: {
          tags: ['points'],
          summary: 'Points received (IN) and used (OUT), newest first',
          description:
            'page is zero-based. filter IN or OUT limits the list to one direction; start ' +
            '(inclusive) and end (exclusive: the chosen end date plus one day) to a period. ' +
            'points is always positive; type says which way they moved, kind why.',
          querystring: PointHistoryQuerySchema,
          response: {
            200: PointHistoryListSchema,
            400: ErrorResponseSchema.describe('Invalid page, size, filter or dates'),
            ...customerOnly,
          },
        },
      },
      async (request) => {
        const history = await loyalty.history(requireCustomer(request).customerId, request.query)
        // Notes are stored in English (a customer's own transfer note as they wrote it).
        const inLanguage = (note: string) => translateMessage(note, request.language)
        return {
          ...history,
          data: history.data.map((entry) => ({ ...entry, note: inLanguage(entry.note) })),
        }
      },
    )

    app.post(
      '/customers/me/point/transfers',
      {
        schema: {
          tags: ['points'],
          summary: 'Send points to another customer',
          description:
            'The sender is always the signed-in customer; fromCustomer is ignored. From 1 to ' +
            `${MAX_TRANSFER_POINTS} whole points, not more than the balance, not to oneself. ` +
            'Both customers’ history rows and the receiver’s notification are written in one ' +
            `transaction. At most ${limit} attempts per ${windowMs / 60_000} minutes.`,
          body: PointTransferSchema,
          response: {
            200: PointTransferResultSchema.describe('Sent; currentPoint is the sender’s balance'),
            400: ErrorResponseSchema.describe(
              'Invalid input, a transfer to oneself, or more points than the balance',
            ),
            ...customerOnly,
            404: ErrorResponseSchema.describe('No customer with the toCustomer id'),
            429: ErrorResponseSchema.describe('Too many transfers; see Retry-After'),
          },
        },
      },
      async (request) => loyalty.transfer(requireCustomer(request).customerId, request.body),
    )
  }
}
