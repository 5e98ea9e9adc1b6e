import {
  AdminOrderDetailSchema,
  AdminPrescriptionDecisionSchema,
  AdminPrescriptionListQuerySchema,
  AdminPrescriptionListSchema,
  ErrorResponseSchema,
  OrderParamsSchema,
  PrescriptionParamsSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendPrivateImage } from '#app/lib/private-image.ts'
import { staffList, staffSchema } from '#app/lib/staff-routes.ts'
import { requireStaff } from '#app/plugins/auth.ts'
import type { StaffOrderService } from '../orders/staff-orders.service.ts'
import type { PrescriptionReviewService } from './prescription-review.ts'
import type { PrescriptionService } from './prescriptions.service.ts'
import type { StaffPrescriptionService } from './staff-prescriptions.service.ts'

export interface StaffPrescriptionDeps {
  list: StaffPrescriptionService
  review: PrescriptionReviewService
  files: PrescriptionService
  orders: StaffOrderService
}

/** The pharmacist's side of prescriptions (decision 040): the queue, the images, the decision. */
export function staffPrescriptionRoutes(deps: StaffPrescriptionDeps): FastifyPluginAsyncZod {
  return async (app) => {
    staffList(
      app,
      '/admin/prescriptions',
      {
        summary: 'Orders on the prescription track, oldest first (staff only)',
        description:
          'status=WAITING_CHECK (the default) is the pharmacist’s work; AWAITING_UPLOAD, ' +
          'REFUSED and APPROVED the others. Cancelled orders are left out. Each row names the ' +
          'items that need a prescription and the images, with an earlier approval when the ' +
          'customer reused one.',
        querystring: AdminPrescriptionListQuerySchema,
        answer: AdminPrescriptionListSchema,
        errors: { 400: ErrorResponseSchema.describe('An unknown status, sort or page') },
      },
      (query) => deps.list.list(query),
    )

    app.get(
      '/admin/prescriptions/:id/file',
      {
        schema: staffSchema({
          summary: 'A prescription image (staff only)',
          description: 'The image bytes with their type; never cached by shared caches.',
          params: PrescriptionParamsSchema,
          response: {
            400: ErrorResponseSchema.describe('Not an id'),
            404: ErrorResponseSchema.describe('No such prescription'),
          },
        }),
      },
      async (request, reply) => {
        requireStaff(request)
        return sendPrivateImage(reply, await deps.files.file(undefined, request.params.id))
      },
    )

    app.post(
      '/admin/orders/:id/prescription',
      {
        schema: staffSchema({
          summary: 'Approve or refuse an order’s prescription (staff only)',
          description:
            '{decision: APPROVE, validUntil: YYYY-MM-DD} (today to a year from today, Myanmar ' +
            'dates; the images may be reused until then) or {decision: REFUSE, reason} (3 to ' +
            '300 characters; the customer is told by the bell and SMS and has 24 hours to send ' +
            'a new one). Only while the prescription waits for a pharmacist. Answers the order.',
          params: OrderParamsSchema,
          body: AdminPrescriptionDecisionSchema,
          response: {
            200: AdminOrderDetailSchema,
            400: ErrorResponseSchema.describe('Invalid input, or a validity out of range'),
            404: ErrorResponseSchema.describe('No such order'),
            409: ErrorResponseSchema.describe('No prescription waiting, or the order is over'),
          },
        }),
      },
      async (request) => {
        const staff = requireStaff(request)
        await deps.review.decide(request.params.id, request.body, staff.userId)
        return deps.orders.detail(request.params.id)
      },
    )
  }
}
