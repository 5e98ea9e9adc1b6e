import { messages } from '@kyanma/shared'
import { hourlyLimit, type RateLimitRule } from '#app/lib/rate-limit.ts'

/**
 * A customer reviews the few products of a delivery, and may fix a typo or two; more writes than
 * this in an hour is a script (or a quarrel) flooding the product pages. Writing and editing
 * count together; deleting does not.
 */
export const REVIEW_LIMITS = {
  perCustomer: hourlyLimit('review:customer', 5, messages.tooManyReviews),
} as const satisfies Record<string, RateLimitRule>
