import {
  type AdminCoupon,
  type AdminCouponInput,
  AdminCouponInputSchema,
  type COUPON_DISCOUNT_TYPES,
} from '@kyanma/shared'
import { z } from 'zod'
import { fromLocalInput, toLocalInput } from './local-date-time.ts'

/**
 * Number inputs give '' when empty; date inputs give the browser's local 'YYYY-MM-DDTHH:mm'. The
 * Burmese description is '' when not written ('' clears a stored one).
 */
export interface CouponFormValues {
  code: string
  description: string
  descriptionMy: string
  discountType: (typeof COUPON_DISCOUNT_TYPES)[number]
  discountValue: number | ''
  maxDiscount: number | ''
  minOrderAmount: number | ''
  startsAt: string
  endsAt: string
  usageLimit: number | ''
  perCustomerLimit: number | ''
  isActive: boolean
}

const orNull = (value: number | '') => (value === '' ? null : value)

/** The body of POST/PUT /admin/coupons. An empty required number stays missing (its message). */
export function toCouponInput(values: CouponFormValues): AdminCouponInput {
  return {
    code: values.code,
    description: values.description,
    descriptionMy: values.descriptionMy,
    discountType: values.discountType,
    discountValue: values.discountValue === '' ? (undefined as never) : values.discountValue,
    maxDiscount: values.discountType === 'PERCENT' ? orNull(values.maxDiscount) : null,
    minOrderAmount: values.minOrderAmount === '' ? 0 : values.minOrderAmount,
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
    usageLimit: orNull(values.usageLimit),
    perCustomerLimit: orNull(values.perCustomerLimit),
    isActive: values.isActive,
  }
}

/** The shared rules, checked on what the form would send: the same messages as the server's. */
export const CouponFormSchema = z.preprocess(
  (values) => toCouponInput(values as CouponFormValues),
  AdminCouponInputSchema,
)

export function couponFormValues(coupon: AdminCoupon | null, now = new Date()): CouponFormValues {
  if (!coupon) {
    const inAMonth = new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000)
    return {
      code: '',
      description: '',
      descriptionMy: '',
      discountType: 'PERCENT',
      discountValue: '',
      maxDiscount: '',
      minOrderAmount: 0,
      startsAt: toLocalInput(now.toISOString()),
      endsAt: toLocalInput(inAMonth.toISOString()),
      usageLimit: '',
      perCustomerLimit: 1,
      isActive: true,
    }
  }
  return {
    ...coupon,
    descriptionMy: coupon.descriptionMy ?? '',
    maxDiscount: coupon.maxDiscount ?? '',
    usageLimit: coupon.usageLimit ?? '',
    perCustomerLimit: coupon.perCustomerLimit ?? '',
    startsAt: toLocalInput(coupon.startsAt),
    endsAt: toLocalInput(coupon.endsAt),
  }
}
