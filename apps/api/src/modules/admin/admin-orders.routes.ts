import {
  AdminOrderExportQuerySchema,
  AdminOrderStatusChangeSchema,
  ErrorResponseSchema,
  MessageSchema,
  messages,
  OrderParamsSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendCsv } from '../../lib/csv-stream.ts'
import { requireStaff } from '../../plugins/auth.ts'
import type { StaffOrderService } from '../orders/staff-orders.service.ts'
import type { AdminOrderService } from './admin-orders.service.ts'

/**
 * The staff side of orders. Only the status change exists so far (delivering an order is what
 * credits its points); the back-office issue adds the rest of /admin.
 */
export function adminOrderRoutes(
  staffOrders: StaffOrderService,
  adminOrders: AdminOrderService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/orders/export.csv',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every order as CSV, streamed (staff only)',
          description:
            'Comma-separated, every cell in double quotes, with a byte-order mark so Excel reads ' +
            'Burmese text; cells that would run as formulas start with an apostrophe. Takes the ' +
            'order list’s search and filters (status, placed, review, delivery).',
          querystring: AdminOrderExportQuerySchema,
          response: {
            400: ErrorResponseSchema.describe('An unknown filter value'),
            401: ErrorResponseSchema.describe('Not signed in'),
            403: ErrorResponseSchema.describe('Not a member of staff'),
          },
        },
      },
      async (request, reply) => {
        requireStaff(request)
        return sendCsv(reply, adminOrders.exportCsv(request.query), 'orders.csv')
      },
    )

    app.put(
      '/admin/orders/:id/status',
      {
        schema: {
          tags: ['admin'],
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
            401: ErrorResponseSchema.describe('Not signed in'),
            403: ErrorResponseSchema.describe('Not a member of staff'),
            404: ErrorResponseSchema.describe('No such order'),
            409: ErrorResponseSchema.describe('The status machine does not allow this move'),
          },
        },
      },
      async (request) => {
        const staff = requireStaff(request)
        const { status, note } = request.body
        await staffOrders.changeStatus(request.params.id, status, note, staff.userId)
        return { message: messages.orderStatusChanged }
      },
    )
  }
}
