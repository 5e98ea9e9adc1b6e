import {
  ErrorResponseSchema,
  MessageSchema,
  messages,
  OrderCancelQuerySchema,
  OrderCreateSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderParamsSchema,
  OrderSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { customerOnly, invalidInput, notAmongOwn } from '#app/lib/route-responses.ts'
import { requireCustomer } from '#app/plugins/auth.ts'
import { IDEMPOTENCY_KEY_LENGTH } from './order-placement.ts'
import type { OrderService } from './orders.service.ts'

const notFound = notAmongOwn('order')

const keyText = z
  .string({ error: messages.idempotencyKeyInvalid })
  .trim()
  .min(IDEMPOTENCY_KEY_LENGTH.min, messages.idempotencyKeyInvalid)
  .max(IDEMPOTENCY_KEY_LENGTH.max, messages.idempotencyKeyInvalid)
// Loose: the other headers (the session's among them) must pass through untouched.
const IdempotencyHeadersSchema = z.looseObject({
  // Optional because the spec's own client sends none (issue 14, decision 034).
  'idempotency-key': keyText
    .optional()
    .describe(
      'Recommended: one per checkout attempt, 8 to 100 characters, reused when the attempt is ' +
        'sent again; a repeat answers the first order instead of placing another.',
    ),
})

/** The signed-in customer's orders (spec section 7, Customer). */
export function orderRoutes(orders: OrderService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/customers/me/orders',
      {
        schema: {
          tags: ['orders'],
          summary: 'Place an order',
          description:
            'The server recomputes every price, fee, discount and point amount; a totalAmount ' +
            'other than its own is refused (400) rather than charged. Stock, coupon use, points ' +
            'and the order are taken in one transaction. Gateway payments answer ' +
            'paymentResponse.value, the payment page to send the browser to. The same ' +
            'Idempotency-Key with the same body answers the first order again (200); with ' +
            'another body, 422; a key that is not 8 to 100 characters, 400. Without an ' +
            'Idempotency-Key (the spec’s client) every request places an order, so a retry ' +
            'after a lost answer may place a second one: send the key wherever possible.',
          headers: IdempotencyHeadersSchema,
          body: OrderCreateSchema,
          response: {
            201: OrderSchema.describe('The order placed'),
            200: OrderSchema.describe('A repeat of an earlier request: the order it placed'),
            ...invalidInput,
            ...customerOnly,
            404: ErrorResponseSchema.describe('A product or coupon that does not exist'),
            409: ErrorResponseSchema.describe(
              'Out of stock, coupon used up or not valid now, or not enough points',
            ),
            422: ErrorResponseSchema.describe('The Idempotency-Key was used for another request'),
          },
        },
      },
      async (request, reply) => {
        const { customerId } = requireCustomer(request)
        const placed = await orders.place(
          customerId,
          request.headers['idempotency-key'],
          request.body,
        )
        if (!placed.created) reply.header('idempotent-replayed', 'true')
        return reply.status(placed.created ? 201 : 200).send(placed.order)
      },
    )

    app.get(
      '/customers/me/orders',
      {
        schema: {
          tags: ['orders'],
          summary: 'The customer’s orders, newest first',
          description: 'search matches the voucher number or a product name.',
          querystring: OrderListQuerySchema,
          response: { 200: OrderListSchema, ...invalidInput, ...customerOnly },
        },
      },
      async (request) => orders.list(requireCustomer(request).customerId, request.query),
    )

    app.get(
      '/customers/me/orders/:id',
      {
        schema: {
          tags: ['orders'],
          summary: 'One of the customer’s orders',
          params: OrderParamsSchema,
          response: { 200: OrderSchema, ...invalidInput, ...customerOnly, ...notFound },
        },
      },
      async (request) => orders.get(requireCustomer(request).customerId, request.params.id),
    )

    app.delete(
      '/customers/me/orders/:id',
      {
        schema: {
          tags: ['orders'],
          summary: 'Cancel an order that is waiting for payment or pending',
          description: 'Returns its stock, coupon use and points; the reason is kept.',
          params: OrderParamsSchema,
          querystring: OrderCancelQuerySchema,
          response: {
            200: MessageSchema,
            ...invalidInput,
            ...customerOnly,
            ...notFound,
            409: ErrorResponseSchema.describe('The order can no longer be cancelled'),
          },
        },
      },
      async (request) =>
        orders.cancel(requireCustomer(request).customerId, request.params.id, request.query.reason),
    )
  }
}
