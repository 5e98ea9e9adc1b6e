import { z } from 'zod'
import { ORDER_STATUSES } from '../constants/orders.ts'
import { messages } from '../messages.ts'
import { adminListQuerySchema } from './admin.ts'
import { CustomerRefSchema } from './admin-orders.ts'
import { listResponseSchema } from './common.ts'
import { text } from './text.ts'

/**
 * Why the shop owes money back (decision 042): a gateway payment it could not apply (the amount
 * was not the total, or the order no longer waited), a paid order that was cancelled, or a
 * delivered order refunded.
 */
export const REFUND_REASONS = [
  'AMOUNT_MISMATCH',
  'NOT_PAYABLE',
  'CANCELLED_AFTER_PAYMENT',
  'RETURNED',
] as const
export type RefundReason = (typeof REFUND_REASONS)[number]
export const REFUND_STATES = ['DUE', 'DONE'] as const
export type RefundState = (typeof REFUND_STATES)[number]
/** Through the gateway's refund call, or by hand (bank transfer, cash) with the reference typed in. */
export const REFUND_METHODS = ['GATEWAY', 'MANUAL'] as const
export type RefundMethod = (typeof REFUND_METHODS)[number]

const DateTime = z.string().meta({ format: 'date-time' })

/** What the customer sees of money given back on their order. */
export const OrderRefundSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  state: z.enum(REFUND_STATES),
  method: z.enum(REFUND_METHODS).nullable(),
  reference: z.string().nullable(),
  refundedAt: DateTime.nullable(),
})
export type OrderRefund = z.infer<typeof OrderRefundSchema>

/** GET /admin/refunds: money still to give back (due, the default) or given back (done). */
export const AdminRefundListQuerySchema = adminListQuerySchema(['createdAt'], 'createdAt').extend({
  state: z.enum(REFUND_STATES).default('DUE'),
})
export type AdminRefundListQuery = z.input<typeof AdminRefundListQuerySchema>

export const AdminRefundRowSchema = z.object({
  id: z.number().int(),
  reason: z.enum(REFUND_REASONS),
  amount: z.number().int(),
  state: z.enum(REFUND_STATES),
  createdAt: DateTime,
  order: z.object({
    id: z.number().int(),
    voucherNo: z.string(),
    status: z.enum(ORDER_STATUSES),
    total: z.number().int(),
  }),
  customer: CustomerRefSchema,
  /** The gateway payment the money came with, when it came through one. */
  payment: z.object({ gateway: z.string(), reference: z.string() }).nullable(),
  /** True when that gateway can send the money back itself. */
  gatewayCanRefund: z.boolean(),
  method: z.enum(REFUND_METHODS).nullable(),
  reference: z.string().nullable(),
  note: z.string(),
  refundedBy: z.string().nullable(),
  refundedAt: DateTime.nullable(),
})
export type AdminRefundRow = z.infer<typeof AdminRefundRowSchema>
export const AdminRefundListSchema = listResponseSchema(AdminRefundRowSchema)
export type AdminRefundList = z.infer<typeof AdminRefundListSchema>

/**
 * POST /admin/refunds/{id}: give the money back. Through the gateway the gateway's own refund
 * reference is kept; by hand staff type the transfer's or receipt's reference.
 */
export const AdminRefundActionSchema = z
  .object({
    method: z.enum(REFUND_METHODS),
    reference: text().max(100).optional(),
    note: text().max(300).default(''),
  })
  .superRefine((value, context) => {
    if (value.method === 'MANUAL' && (value.reference ?? '').length < 3)
      context.addIssue({
        code: 'custom',
        path: ['reference'],
        message: messages.refundReferenceRequired,
      })
  })
export type AdminRefundAction = z.input<typeof AdminRefundActionSchema>
