import { DRAFT_FORMS, draftKey } from '#app/lib/draft-storage.ts'
import type { CheckoutValues } from './checkout-form.ts'

/**
 * What the checkout keeps across a reload or a lost connection (decision 045): the form (the
 * address, delivery or pickup, the payment choice; no card or secret data is ever in it), the
 * coupon chosen and the points to spend, so the same tap after a reload sends the same order.
 */
export interface CheckoutDraft extends CheckoutValues {
  /** The chosen coupon's id; 0 for none. */
  couponId: number
  points: number
}

/** One draft per customer: another customer on the same phone never sees it. */
export function checkoutDraftKey(customerId: number): string {
  return draftKey(DRAFT_FORMS.checkout, customerId)
}
