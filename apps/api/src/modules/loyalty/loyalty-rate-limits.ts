import { messages } from '@kyanma/shared'
import type { RateLimitRule } from '#app/lib/rate-limit.ts'

const HOUR = 60 * 60 * 1000

/**
 * How often a customer may send points. Far above what a person does by hand, it stops a
 * script from walking customer ids (each try says whether the id exists) or flooding a
 * receiver's notifications.
 */
export const LOYALTY_LIMITS = {
  transferPerCustomer: {
    name: 'point-transfer:customer',
    limit: 20,
    windowMs: HOUR,
    refusal: messages.tooManyTransfers,
  },
} as const satisfies Record<string, RateLimitRule>
