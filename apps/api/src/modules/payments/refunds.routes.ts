import {
  AdminRefundActionSchema,
  AdminRefundListQuerySchema,
  AdminRefundListSchema,
  AdminRefundRowSchema,
  ErrorResponseSchema,
  IdSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { staffList, staffSchema } from '#app/lib/staff-routes.ts'
import { requireStaff } from '#app/plugins/auth.ts'
import type { RefundService } from './refunds.service.ts'

/** The back office's money to give back (decision 042). */
export function refundRoutes(refunds: RefundService): FastifyPluginAsyncZod {
  return async (app) => {
    staffList(
      app,
      '/admin/refunds',
      {
        summary: 'Money owed back to customers, due or given back (staff only)',
        description:
          'A row appears when a gateway payment could not be applied (the amount was not the ' +
          'total, or the order no longer waited), a paid order is cancelled, or a delivered ' +
          'order is refunded. Searched by voucher number, customer name or phone.',
        querystring: AdminRefundListQuerySchema,
        answer: AdminRefundListSchema,
        errors: { 400: ErrorResponseSchema },
      },
      (query) => refunds.list(query),
    )

    app.post(
      '/admin/refunds/:id',
      {
        schema: staffSchema({
          summary: 'Give money back, through the gateway or by hand (staff only)',
          description:
            'GATEWAY asks the gateway that took the payment to send it back and keeps its ' +
            'reference; MANUAL records the reference staff typed (a bank transfer, cash). The ' +
            'customer is notified; the audit log keeps who did it.',
          params: z.object({ id: IdSchema }),
          body: AdminRefundActionSchema,
          response: {
            200: AdminRefundRowSchema,
            400: ErrorResponseSchema.describe('No reference for a refund by hand'),
            404: ErrorResponseSchema.describe('No such refund'),
            409: ErrorResponseSchema.describe(
              'Already given back, or the gateway cannot refund this payment',
            ),
            502: ErrorResponseSchema.describe('The gateway refused the refund; nothing changed'),
          },
        }),
      },
      async (request) => {
        const staff = requireStaff(request)
        return refunds.refund(request.params.id, request.body, staff.userId)
      },
    )
  }
}
