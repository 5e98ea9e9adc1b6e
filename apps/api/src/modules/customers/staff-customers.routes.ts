import {
  AdminCustomerDetailSchema,
  AdminCustomerListQuerySchema,
  AdminCustomerListSchema,
  AdminCustomerOrderListSchema,
  AdminCustomerOrdersQuerySchema,
  AdminPointAdjustmentResultSchema,
  AdminPointAdjustmentSchema,
  AdminPointLedgerListSchema,
  AdminPointLedgerQuerySchema,
  ErrorResponseSchema,
  IdParamsSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendCsv } from '#app/lib/csv-stream.ts'
import { staffList, staffRead, staffSchema } from '#app/lib/staff-routes.ts'
import { requireStaff } from '#app/plugins/auth.ts'
import type { StaffCustomerService } from './staff-customers.service.ts'

const withCustomer = {
  400: ErrorResponseSchema.describe('Invalid input, with the message to show'),
  404: ErrorResponseSchema.describe('No such customer'),
}

/** Staff look up customers, their orders and points ledger, correct points, export them. */
export function staffCustomerRoutes(service: StaffCustomerService): FastifyPluginAsyncZod {
  return async (app) => {
    staffList(
      app,
      '/admin/customers',
      {
        summary: 'Customers, paged; search by name, phone, email or customer id (staff only)',
        querystring: AdminCustomerListQuerySchema,
        answer: AdminCustomerListSchema,
        errors: { 400: ErrorResponseSchema },
      },
      (query) => service.list(query),
    )

    app.get(
      '/admin/customers/export.csv',
      {
        schema: staffSchema({
          summary: 'Every customer as CSV, streamed (staff only)',
          description: 'Same format as the orders export: comma, double quotes, byte-order mark.',
        }),
      },
      async (request, reply) => {
        requireStaff(request)
        return sendCsv(reply, service.exportCsv(), 'customers.csv')
      },
    )

    staffRead(
      app,
      '/admin/customers/:id',
      {
        summary: "A customer's profile, level, balance and referral (staff only)",
        answer: AdminCustomerDetailSchema,
        errors: withCustomer,
      },
      (id) => service.detail(id),
    )

    app.get(
      '/admin/customers/:id/orders',
      {
        schema: staffSchema({
          summary: "A customer's orders, paged; search by voucher number (staff only)",
          params: IdParamsSchema,
          querystring: AdminCustomerOrdersQuerySchema,
          response: { 200: AdminCustomerOrderListSchema, ...withCustomer },
        }),
      },
      async (request) => {
        requireStaff(request)
        return service.orders(request.params.id, request.query)
      },
    )

    app.get(
      '/admin/customers/:id/points',
      {
        schema: staffSchema({
          summary: "A customer's points ledger, newest first (staff only)",
          params: IdParamsSchema,
          querystring: AdminPointLedgerQuerySchema,
          response: { 200: AdminPointLedgerListSchema, ...withCustomer },
        }),
      },
      async (request) => {
        requireStaff(request)
        return service.points(request.params.id, request.query)
      },
    )

    app.post(
      '/admin/customers/:id/points/adjustments',
      {
        schema: staffSchema({
          summary: 'Add (positive) or take (negative) points with a reason (staff only)',
          description:
            'Never takes the balance below 0. The customer is notified; the audit log keeps who ' +
            'did it and the balance before and after.',
          params: IdParamsSchema,
          body: AdminPointAdjustmentSchema,
          response: { 201: AdminPointAdjustmentResultSchema, ...withCustomer },
        }),
      },
      async (request, reply) => {
        const staff = requireStaff(request)
        const result = await service.adjust(request.params.id, request.body, staff.userId)
        return reply.code(201).send(result)
      },
    )
  }
}
