import {
  AdminOrderDetailSchema,
  AdminOrderListQuerySchema,
  AdminOrderListSchema,
  AdminOrderReceiptParamsSchema,
  AdminOrderSummarySchema,
  ErrorResponseSchema,
  OrderParamsSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireStaff } from '#app/plugins/auth.ts'
import type { AdminOrderService } from './admin-orders.service.ts'

const guarded = {
  401: ErrorResponseSchema.describe('Not signed in'),
  403: ErrorResponseSchema.describe('Not a member of staff'),
}

/** What staff read about orders: the table, the dashboard's counts, an order, its receipts. */
export function adminOrderReadRoutes(service: AdminOrderService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/orders',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every customer’s orders, paged, searched and filtered (staff only)',
          description:
            'Search matches the voucher number, the customer’s name or phone. placed=today is the ' +
            'shop’s day in Myanmar time (UTC+06:30); review=waiting is the PENDING orders (a ' +
            'receipt uploaded, or cash on delivery / pay at store waiting for approval); ' +
            'delivery=waiting is APPROVED and PAID orders not delivered yet.',
          querystring: AdminOrderListQuerySchema,
          response: {
            200: AdminOrderListSchema,
            400: ErrorResponseSchema.describe('An unknown filter, sort or page'),
            ...guarded,
          },
        },
      },
      async (request) => {
        requireStaff(request)
        return service.list(request.query)
      },
    )

    app.get(
      '/admin/orders/summary',
      {
        schema: {
          tags: ['admin'],
          summary: 'The dashboard’s order counts and today’s revenue (staff only)',
          response: { 200: AdminOrderSummarySchema, ...guarded },
        },
      },
      async (request) => {
        requireStaff(request)
        return service.summary()
      },
    )

    app.get(
      '/admin/orders/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'One order with everything staff need to act on it (staff only)',
          params: OrderParamsSchema,
          response: {
            200: AdminOrderDetailSchema,
            400: ErrorResponseSchema.describe('Not an order id'),
            ...guarded,
            404: ErrorResponseSchema.describe('No such order'),
          },
        },
      },
      async (request) => {
        requireStaff(request)
        return service.detail(request.params.id)
      },
    )

    app.get(
      '/admin/orders/:id/receipts/:receiptId',
      {
        schema: {
          tags: ['admin'],
          summary: 'A receipt image of an order (staff only)',
          description: 'The image bytes with their type; never cached by shared caches.',
          params: AdminOrderReceiptParamsSchema,
          response: {
            400: ErrorResponseSchema.describe('Not an id'),
            ...guarded,
            404: ErrorResponseSchema.describe('No such receipt of this order'),
          },
        },
      },
      async (request, reply) => {
        requireStaff(request)
        const image = await service.receipt(request.params.id, request.params.receiptId)
        return (
          reply
            .header('content-type', image.contentType)
            .header('cache-control', 'private, no-store')
            .header('x-content-type-options', 'nosniff')
            .header('content-disposition', 'inline')
            // A Buffer is sent as it is (no serializer); the cast only quiets the typed reply.
            .send(image.data as never)
        )
      },
    )
  }
}
