import { z } from 'zod'
import { POINT_KINDS } from '../constants/loyalty.ts'
import { ORDER_STATUSES, PAYMENT_TYPES } from '../constants/orders.ts'
import { messages } from '../messages.ts'
import { adminListQuerySchema } from './admin.ts'
import { listResponseSchema } from './common.ts'
import { LevelSchema } from './customer.ts'
import { text } from './text.ts'

const DateTime = z.string().meta({ format: 'date-time' })

/** GET /admin/customers: search by name, phone, email or customer id. */
export const AdminCustomerListQuerySchema = adminListQuerySchema(
  ['createdAt', 'name', 'points', 'orders', 'id'],
  'createdAt',
)

export const AdminCustomerRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  level: z.string(),
  currentPoint: z.number().int(),
  ordersCount: z.number().int(),
  joinedAt: DateTime,
})
export type AdminCustomerRow = z.infer<typeof AdminCustomerRowSchema>
export const AdminCustomerListSchema = listResponseSchema(AdminCustomerRowSchema)

/** GET /admin/customers/{id}: the profile card. */
export const AdminCustomerDetailSchema = AdminCustomerRowSchema.omit({ level: true }).extend({
  level: LevelSchema,
  referralCode: z.string(),
  referredBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
})
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetailSchema>

/** GET /admin/customers/{id}/orders: search by voucher number. */
export const AdminCustomerOrdersQuerySchema = adminListQuerySchema(
  ['createdAt', 'total', 'status'],
  'createdAt',
)
export const AdminCustomerOrderRowSchema = z.object({
  id: z.number().int(),
  voucherNo: z.string(),
  createdAt: DateTime,
  status: z.enum(ORDER_STATUSES),
  paymentType: z.enum(PAYMENT_TYPES),
  total: z.number().int(),
})
export type AdminCustomerOrderRow = z.infer<typeof AdminCustomerOrderRowSchema>
export const AdminCustomerOrderListSchema = listResponseSchema(AdminCustomerOrderRowSchema)

/** GET /admin/customers/{id}/points: the ledger, newest first; search in the notes. */
export const AdminPointLedgerQuerySchema = adminListQuerySchema(
  ['createdAt', 'points'],
  'createdAt',
)
export const AdminPointLedgerRowSchema = z.object({
  id: z.number().int(),
  /** Signed: positive received, negative used. */
  points: z.number().int(),
  kind: z.enum(POINT_KINDS),
  reference: z.string(),
  note: z.string(),
  createdAt: DateTime,
})
export type AdminPointLedgerRow = z.infer<typeof AdminPointLedgerRowSchema>
export const AdminPointLedgerListSchema = listResponseSchema(AdminPointLedgerRowSchema)

/** The largest single correction: far above any real balance, well inside an integer column. */
export const MAX_POINT_ADJUSTMENT = 10_000_000

/** POST /admin/customers/{id}/points/adjustments: add (positive) or take (negative) points. */
export const AdminPointAdjustmentSchema = z.object({
  points: z
    .number({ error: messages.adjustmentPointsInvalid })
    .int(messages.adjustmentPointsInvalid)
    .min(-MAX_POINT_ADJUSTMENT, messages.adjustmentTooLarge)
    .max(MAX_POINT_ADJUSTMENT, messages.adjustmentTooLarge)
    .refine((points) => points !== 0, messages.adjustmentPointsInvalid),
  reason: text({ error: messages.adjustmentReasonRequired })
    .min(1, messages.adjustmentReasonRequired)
    .max(500),
})
export type AdminPointAdjustment = z.input<typeof AdminPointAdjustmentSchema>
export const AdminPointAdjustmentResultSchema = z.object({
  message: z.string(),
  currentPoint: z.number().int(),
})
