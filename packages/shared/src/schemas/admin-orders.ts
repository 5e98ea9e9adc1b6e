import { z } from 'zod'
import { ORDER_STATUSES, PAYMENT_TYPES } from '../constants/orders.ts'
import { adminListQuerySchema } from './admin.ts'
import { AdminOrderPrescriptionSchema } from './admin-prescriptions.ts'
import { IdSchema, listResponseSchema } from './common.ts'

/** Columns the staff order table sorts by. */
export const ADMIN_ORDER_SORTS = ['createdAt', 'total', 'status', 'id'] as const

/**
 * "Waiting for review" is what staff must act on before anything else can happen: PENDING
 * orders (a receipt was uploaded, or a cash-on-delivery / pay-at-store order waits for approval).
 * WAITING_FOR_PAYMENT waits on the customer, APPROVED and PAID wait on delivery, not on review.
 */
export const REVIEW_STATUSES = ['PENDING'] as const
/** Approved (or paid) but not delivered yet: the goods still have to reach the customer. */
export const TO_DELIVER_STATUSES = ['APPROVED', 'PAID'] as const

/**
 * GET /admin/orders: the generic table's query plus filters. `placed=today` is the shop's day
 * in Myanmar time (UTC+06:30); `review=waiting` is REVIEW_STATUSES, `delivery=waiting` is
 * TO_DELIVER_STATUSES (the dashboard's cards link to each).
 */
export const AdminOrderListQuerySchema = adminListQuerySchema(
  ADMIN_ORDER_SORTS,
  'createdAt',
).extend({
  status: z.enum(ORDER_STATUSES).optional(),
  placed: z.enum(['today']).optional(),
  review: z.enum(['waiting']).optional(),
  delivery: z.enum(['waiting']).optional(),
})
export type AdminOrderListQuery = z.input<typeof AdminOrderListQuerySchema>

/** GET /admin/orders/export.csv: the list's search and filters, every matching order (no paging). */
export const AdminOrderExportQuerySchema = AdminOrderListQuerySchema.pick({
  search: true,
  status: true,
  placed: true,
  review: true,
  delivery: true,
})
/** The filters of the order table (the part of the query that is not paging, search or sort). */
export type AdminOrderFilters = Pick<
  AdminOrderListQuery,
  'status' | 'placed' | 'review' | 'delivery'
>

export const CustomerRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
})

export const AdminOrderRowSchema = z.object({
  id: z.number().int(),
  voucherNo: z.string(),
  createdAt: z.string().meta({ format: 'date-time' }),
  customer: CustomerRefSchema,
  paymentType: z.enum(PAYMENT_TYPES),
  isDelivery: z.boolean(),
  total: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  receiptCount: z.number().int(),
})
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>
export const AdminOrderListSchema = listResponseSchema(AdminOrderRowSchema)
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>

/** GET /admin/orders/summary: the dashboard's counts (today = the shop's day in Myanmar). */
export const AdminOrderSummarySchema = z.object({
  placedToday: z.number().int(),
  waitingForReview: z.number().int(),
  toDeliver: z.number().int(),
  /** Sum of today's orders' totals, cancelled and refunded ones left out (whole kyats). */
  revenueToday: z.number().int(),
  /** Money the shop still has to give back (decision 042). */
  refundsDue: z.number().int(),
  /** Orders whose prescription waits for a pharmacist (not cancelled): decision 040. */
  prescriptionsToCheck: z.number().int(),
})
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>

export const AdminOrderHistoryEntrySchema = z.object({
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  actor: z.enum(['CUSTOMER', 'STAFF', 'SYSTEM']),
  /** The member of staff who made the change, when the audit log knows. */
  staffName: z.string().nullable(),
  note: z.string(),
  createdAt: z.string().meta({ format: 'date-time' }),
})

/** GET /admin/orders/{id}: everything staff need to decide on an order. Amounts as stored. */
export const AdminOrderDetailSchema = z.object({
  id: z.number().int(),
  voucherNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string().meta({ format: 'date-time' }),
  isPaid: z.boolean(),
  customer: CustomerRefSchema.extend({ email: z.string().nullable() }),
  items: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      qty: z.number().int(),
      unitPrice: z.number().int(),
      lineTotal: z.number().int(),
    }),
  ),
  amounts: z.object({
    subtotal: z.number().int(),
    deliveryFee: z.number().int(),
    discount: z.number().int(),
    pointsUsed: z.number().int(),
    total: z.number().int(),
    pointsEarned: z.number().int(),
  }),
  isDelivery: z.boolean(),
  /** The delivery address as validated; empty for store pickup. */
  address: z.record(z.string(), z.string()),
  promotionCode: z.string().nullable(),
  payment: z.object({
    type: z.enum(PAYMENT_TYPES),
    phone: z.string(),
    /** Gateway callbacks the shop accepted, oldest first. */
    rows: z.array(
      z.object({
        id: z.number().int(),
        gateway: z.string(),
        reference: z.string(),
        outcome: z.string(),
        amount: z.number().int(),
        result: z.string(),
        createdAt: z.string().meta({ format: 'date-time' }),
      }),
    ),
  }),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(['CUSTOMER', 'STAFF', 'SYSTEM']).nullable(),
  history: z.array(AdminOrderHistoryEntrySchema),
  receipts: z.array(
    z.object({
      id: z.number().int(),
      uploadedAt: z.string().meta({ format: 'date-time' }),
      contentType: z.string(),
    }),
  ),
  /** The pharmacist's check (decision 040); null when no item needs a prescription. */
  prescription: AdminOrderPrescriptionSchema.nullable(),
  /** The statuses staff may move the order to now (the status machine's answer). */
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
})
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>

export const AdminOrderReceiptParamsSchema = z.object({ id: IdSchema, receiptId: IdSchema })
