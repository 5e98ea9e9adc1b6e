import { messages } from '@kyanma/shared'
import { hourlyLimit, type RateLimitRule } from '#app/lib/rate-limit.ts'

/**
 * A shopper writes to the shop a handful of times at most; more from one client address in an
 * hour is a script filling the staff's inbox. Myanmar's mobile carriers put many customers behind
 * one address (CGNAT), but few of them write to the shop within the same hour.
 */
export const CONTACT_LIMITS = {
  perAddress: hourlyLimit('contact:address', 5, messages.tooManyContactMessages),
} as const satisfies Record<string, RateLimitRule>
