import { z } from 'zod'
import { ORDER_STATUSES } from '../constants/orders.ts'
import {
  ORDER_PRESCRIPTION_STATUSES,
  PRESCRIPTION_REASON_LENGTH,
  PRESCRIPTION_STATUSES,
} from '../constants/prescriptions.ts'
import { messages } from '../messages.ts'
import { adminListQuerySchema } from './admin.ts'
import { listResponseSchema } from './common.ts'
import { CalendarDateSchema } from './prescription.ts'
import { text } from './text.ts'

/**
 * GET /admin/prescriptions: orders on the pharmacist's track, by its status (WAITING_CHECK, the
 * work to do, by default), oldest first so the longest wait comes first. Cancelled orders are
 * left out. Search matches the voucher number, the customer's name or phone.
 */
export const AdminPrescriptionListQuerySchema = adminListQuerySchema(
  ['createdAt', 'id'] as const,
  'createdAt',
  'asc',
).extend({
  status: z.enum(ORDER_PRESCRIPTION_STATUSES).default('WAITING_CHECK'),
})
export type AdminPrescriptionListQuery = z.input<typeof AdminPrescriptionListQuerySchema>

/**
 * An image a pharmacist looks at: `url` loads it for staff. `previouslyApproved` is set when a
 * pharmacist approved it before (the customer reused it): who, and until when it is valid.
 */
export const AdminPrescriptionFileSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  status: z.enum(PRESCRIPTION_STATUSES),
  uploadedAt: z.string().meta({ format: 'date-time' }),
  previouslyApproved: z
    .object({
      by: z.string().nullable(),
      validUntil: z.string().meta({ format: 'date' }).nullable(),
      approvedAt: z.string().meta({ format: 'date-time' }).nullable(),
    })
    .nullable(),
})

const PrescriptionItemsSchema = z.array(
  z.object({ productId: z.number().int(), name: z.string(), qty: z.number().int() }),
)

export const AdminPrescriptionRowSchema = z.object({
  orderId: z.number().int(),
  voucherNo: z.string(),
  createdAt: z.string().meta({ format: 'date-time' }),
  customer: z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() }),
  orderStatus: z.enum(ORDER_STATUSES),
  status: z.enum(ORDER_PRESCRIPTION_STATUSES),
  dueAt: z.string().meta({ format: 'date-time' }).nullable(),
  refusalReason: z.string().nullable(),
  /** The order's lines whose product needs a prescription. */
  items: PrescriptionItemsSchema,
  files: z.array(AdminPrescriptionFileSchema),
})
export type AdminPrescriptionRow = z.infer<typeof AdminPrescriptionRowSchema>
export const AdminPrescriptionListSchema = listResponseSchema(AdminPrescriptionRowSchema)
export type AdminPrescriptionList = z.infer<typeof AdminPrescriptionListSchema>

/** The pharmacist's track in the staff order detail, with who decided last. */
export const AdminOrderPrescriptionSchema = z.object({
  status: z.enum(ORDER_PRESCRIPTION_STATUSES),
  /** The order's lines whose product needs a prescription (what the pharmacist checks for). */
  items: PrescriptionItemsSchema,
  dueAt: z.string().meta({ format: 'date-time' }).nullable(),
  refusalReason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().meta({ format: 'date-time' }).nullable(),
  files: z.array(AdminPrescriptionFileSchema),
})
export type AdminOrderPrescription = z.infer<typeof AdminOrderPrescriptionSchema>

const reasonLength = messages.prescriptionReasonLength
  .replace('{min}', String(PRESCRIPTION_REASON_LENGTH.min))
  .replace('{max}', String(PRESCRIPTION_REASON_LENGTH.max))

/**
 * POST /admin/orders/{id}/prescription: the pharmacist approves (with the date the prescription
 * is valid until: today up to a year on, checked by the server's clock) or refuses with a reason
 * the customer reads.
 */
export const AdminPrescriptionDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('APPROVE'), validUntil: CalendarDateSchema }),
  z.object({
    decision: z.literal('REFUSE'),
    reason: text({ error: reasonLength })
      .min(PRESCRIPTION_REASON_LENGTH.min, reasonLength)
      .max(PRESCRIPTION_REASON_LENGTH.max, reasonLength),
  }),
])
export type AdminPrescriptionDecision = z.input<typeof AdminPrescriptionDecisionSchema>
