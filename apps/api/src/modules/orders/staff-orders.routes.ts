import {
  AdminOrderDetailSchema,
  AdminOrderExportQuerySchema,
  AdminOrderListQuerySchema,
  AdminOrderListSchema,
  AdminOrderReceiptParamsSchema,
  AdminOrderStatusChangeSchema,
  AdminOrderSummarySchema,
  ErrorResponseSchema,
  MessageSchema,
  messages,
  OrderParamsSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendCsv } from '#app/lib/csv-stream.ts'
import { sendPrivateImage } from '#app/lib/private-image.ts'
import { staffList, staffRead, staffSchema } from '#app/lib/staff-routes.ts'
import { requireStaff } from '#app/plugins/auth.ts'
import type { StaffOrderService } from './staff-orders.service.ts'

/**
 * The staff side of orders under /admin/orders: the table, the dashboard's counts, an order, its
 * receipts, the CSV export, and the status change (delivering an order is what credits its points).
 */
export function staffOrderRoutes(service: StaffOrderService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/orders/export.csv',
      {
        schema: staffSchema({
          summary: 'Every order as CSV, streamed (staff only)',
          description:
            'Comma-separated, every cell in double quotes, with a byte-order mark so Excel reads ' +
            'Burmese text; cells that would run as formulas start with an apostrophe. Takes the ' +
            'order list’s search and filters (status, placed, review, delivery).',
          querystring: AdminOrderExportQuerySchema,
          response: {
            400: ErrorResponseSchema.describe('An unknown filter value'),
          },
        }),
      },
      async (request, reply) => {
        requireStaff(request)
        return sendCsv(reply, service.exportCsv(request.query), 'orders.csv')
      },
    )

    app.put(
      '/admin/orders/:id/status',
      {
        schema: staffSchema({
          summary: 'Move an order to another status (staff only)',
          description:
            'Follows the order status machine: e.g. PENDING → APPROVED → PAID → DELIVERED, ' +
            'DELIVERED → REFUNDED, CANCELLED with the reason in note. The customer is notified; ' +
            'points are credited on delivery.',
          params: OrderParamsSchema,
          body: AdminOrderStatusChangeSchema,
          response: {
            200: MessageSchema,
            400: ErrorResponseSchema.describe('Invalid input, or a cancel without a reason'),
            404: ErrorResponseSchema.describe('No such order'),
            409: ErrorResponseSchema.describe('The status machine does not allow this move'),
          },
        }),
      },
      async (request) => {
        const staff = requireStaff(request)
        const { status, note } = request.body
        await service.changeStatus(request.params.id, status, note, staff.userId)
        return { message: messages.orderStatusChanged }
      },
    )

    staffList(
      app,
      '/admin/orders',
      {
        summary: 'Every customer’s orders, paged, searched and filtered (staff only)',
        description:
          'Search matches the voucher number, the customer’s name or phone. placed=today is the ' +
          'shop’s day in Myanmar time (UTC+06:30); review=waiting is the PENDING orders (a ' +
          'receipt uploaded, or cash on delivery / pay at store waiting for approval); ' +
          'delivery=waiting is APPROVED and PAID orders not delivered yet.',
        querystring: AdminOrderListQuerySchema,
        answer: AdminOrderListSchema,
        errors: { 400: ErrorResponseSchema.describe('An unknown filter, sort or page') },
      },
      (query) => service.list(query),
    )

    app.get(
      '/admin/orders/summary',
      {
        schema: staffSchema({
          summary: 'The dashboard’s order counts and today’s revenue (staff only)',
          response: { 200: AdminOrderSummarySchema },
        }),
      },
      async (request) => {
        requireStaff(request)
        return service.summary()
      },
    )

    staffRead(
      app,
      '/admin/orders/:id',
      {
        summary: 'One order with everything staff need to act on it (staff only)',
        answer: AdminOrderDetailSchema,
        errors: {
          400: ErrorResponseSchema.describe('Not an order id'),
          404: ErrorResponseSchema.describe('No such order'),
        },
      },
      (id) => service.detail(id),
    )

    app.get(
      '/admin/orders/:id/receipts/:receiptId',
      {
        schema: staffSchema({
          summary: 'A receipt image of an order (staff only)',
          description: 'The image bytes with their type; never cached by shared caches.',
          params: AdminOrderReceiptParamsSchema,
          response: {
            400: ErrorResponseSchema.describe('Not an id'),
            404: ErrorResponseSchema.describe('No such receipt of this order'),
          },
        }),
      },
      async (request, reply) => {
        requireStaff(request)
        const image = await service.receipt(request.params.id, request.params.receiptId)
        return sendPrivateImage(reply, image)
      },
    )
  }
}
