import { z } from 'zod'
import {
  MAX_ORDER_LINE_QTY,
  MAX_ORDER_LINES,
  ORDER_PAGE_SIZE,
  ORDER_STATUSES,
  PAYMENT_TYPES,
  SHIPPING_OPTIONS,
} from '../constants/orders.ts'
import { messages } from '../messages.ts'
import { SessionUserSchema } from './auth.ts'
import { EnglishFieldsSchema, IdSchema, listResponseSchema, pagedQuerySchema } from './common.ts'
import { AddressSchema } from './customer.ts'
import { OrderPrescriptionRefsSchema, OrderPrescriptionSchema } from './prescription.ts'
import { ProductSummarySchema } from './product.ts'
import { OrderRefundSchema } from './refund.ts'
import { text } from './text.ts'

const idRef = z.object({ id: z.number().int().min(1) })

// Missing: the spec's "Required"; a value this shop does not take says what to do instead.
const PaymentTypeFieldSchema = z.enum(PAYMENT_TYPES, {
  error: (issue) => (issue.input === undefined ? messages.required : messages.paymentTypeInvalid),
})
/** The wallet's phone number, free text (a shopper may write it any way). */
const PaymentPhoneSchema = text().max(30)

/**
 * POST /customers/me/orders (spec section 7). The server recomputes every amount from its own
 * prices, coupon and balance; `totalAmount` is the total the shopper saw, and a different one is
 * refused with a message rather than charged. Quantities are whole numbers from 1.
 */
export const OrderCreateSchema = z.object({
  /** Empty for store pickup. */
  address: AddressSchema.extend({
    shippingOption: z.enum(SHIPPING_OPTIONS).optional(),
  }).default({}),
  customer: idRef.optional(),
  orderItems: z
    .array(
      z.object({
        product: idRef,
        qty: z
          .number({ error: messages.required })
          .int('must be a whole number')
          .min(1, 'must be at least 1')
          .max(MAX_ORDER_LINE_QTY, `must be at most ${MAX_ORDER_LINE_QTY}`),
      }),
    )
    .min(1, 'The order has no items.')
    .max(MAX_ORDER_LINES),
  /** The number of cart lines (spec); the server counts again. */
  totalQty: z.number().int().min(1),
  totalAmount: z.number().int().min(0),
  isDelivery: z.boolean().default(true),
  paymentInfo: z.object({
    paymentType: PaymentTypeFieldSchema,
    phoneNo: PaymentPhoneSchema.default(''),
  }),
  paymentPoints: z.number().int().min(0).default(0),
  promotion: idRef.nullish(),
  /**
   * The customer's prescriptions for the items that need one (decision 040): images uploaded
   * with POST /customers/me/prescriptions, or approved earlier and still valid. Ignored when no
   * item needs one; an empty list is refused, naming the products; left out (the spec's client),
   * the order waits PRESCRIPTION_UPLOAD_HOURS for one.
   */
  prescriptions: OrderPrescriptionRefsSchema.optional(),
})
export type OrderCreateInput = z.input<typeof OrderCreateSchema>

export const OrderItemSchema = z.object({
  id: z.number().int(),
  /** The product as it is now, with the name and price of the moment it was ordered. */
  product: ProductSummarySchema.pick({ id: true, name: true, images: true }).extend({
    productPricings: ProductSummarySchema.shape.productPricings,
  }),
  qty: z.number().int(),
  unitPrice: z.number().int(),
})

export const BankAttachmentSchema = z.object({
  id: z.number().int(),
  urls: z.object({ private: z.string() }),
})

/** Spec section 3: Order, plus the amounts the order detail shows. */
export const OrderSchema = z.object({
  id: z.number().int(),
  voucherNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  subtotal: z.number().int(),
  deliveryFee: z.number().int(),
  discount: z.number().int(),
  totalAmount: z.number().int(),
  /** Points spent on the order. */
  paymentPoints: z.number().int(),
  /** Points the order earns (1 per 1,000 Ks paid), credited when it is delivered. */
  amountPoints: z.number().int(),
  isDelivery: z.boolean(),
  totalQty: z.number().int(),
  customer: z.object({ id: z.number().int(), user: SessionUserSchema }),
  address: AddressSchema.extend({ shippingOption: z.enum(SHIPPING_OPTIONS).optional() }),
  orderItems: z.array(OrderItemSchema),
  paymentInfo: z.object({ paymentType: z.enum(PAYMENT_TYPES), phoneNo: z.string() }),
  /** Whether the money has arrived; cash on delivery is unpaid until delivered. */
  isPaid: z.boolean(),
  bankAttachments: z.array(BankAttachmentSchema),
  promotion: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  /** The estimated delivery dates (Myanmar, YYYY-MM-DD); null for pickup. */
  estimatedDelivery: z.object({ from: z.string(), to: z.string() }).nullable(),
  cancelReason: z.string().nullable(),
  /** Who cancelled: the customer, staff, or the system's unpaid-order sweep. */
  cancelledBy: z.enum(['CUSTOMER', 'STAFF', 'SYSTEM']).nullable(),
  /** Money the shop owes back on this order, due or given back (decision 042). */
  refunds: z.array(OrderRefundSchema),
  /** The pharmacist's check (decision 040); null when no item needs a prescription. */
  prescription: OrderPrescriptionSchema.nullable(),
  /** Present on a new gateway order: the payment page to send the browser to. */
  paymentResponse: z.object({ value: z.string() }).optional(),
  /**
   * This shop's addition: a gateway payment started less than PAYMENT_INQUIRY_AFTER_MINUTES ago
   * and not yet decided (the page says the wallet has not confirmed yet), else null.
   */
  payment: z.object({ pending: z.boolean(), since: z.string() }).nullable().optional(),
})
export type Order = z.infer<typeof OrderSchema>
export const OrderListSchema = listResponseSchema(OrderSchema)

export const OrderListQuerySchema = pagedQuerySchema(ORDER_PAGE_SIZE).extend({
  /** Matches the voucher number or a product name. */
  search: text().max(100).optional(),
})

export const OrderParamsSchema = z.object({ id: IdSchema })

/**
 * PUT /customers/me/orders/{id}/payment-type: another way to pay an order still waiting for
 * payment (decision 043), checked as placement checks it. Without phoneNo the order keeps its own.
 */
export const PaymentTypeChangeSchema = z.object({
  paymentType: PaymentTypeFieldSchema,
  phoneNo: PaymentPhoneSchema.optional(),
})
export type PaymentTypeChange = z.input<typeof PaymentTypeChangeSchema>

export const OrderCancelQuerySchema = z.object({
  reason: text({ error: messages.reasonRequired }).min(1, messages.reasonRequired).max(500),
})

/** GET /promotions: the coupons a shopper may pick at checkout. */
export const PromotionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  discountType: z.enum(['PERCENT', 'FIXED']),
  discountValue: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minOrderAmount: z.number().int(),
  endsAt: z.string(),
  englishFields: EnglishFieldsSchema,
})
export type Promotion = z.infer<typeof PromotionSchema>
export const PromotionListSchema = listResponseSchema(PromotionSchema)
