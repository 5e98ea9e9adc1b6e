import { messages } from '@kyanma/shared'
import { hourlyLimit, type RateLimitRule } from '#app/lib/rate-limit.ts'

/**
 * How often a customer may send points. Far above what a person does by hand, it stops a
 * script from walking customer ids (each try says whether the id exists) or flooding a
 * receiver's notifications.
 */
export const LOYALTY_LIMITS = {
  transferPerCustomer: hourlyLimit('point-transfer:customer', 20, messages.tooManyTransfers),
} as const satisfies Record<string, RateLimitRule>
