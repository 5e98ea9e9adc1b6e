import type { GuessRules } from '#app/lib/guess-guard.ts'
import type { RateLimitRule } from '#app/lib/rate-limit.ts'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

/**
 * How often each sign-in step may be tried (decision 030). Per client address the limits are
 * looser, because Myanmar's mobile networks put many customers behind one carrier address
 * (CGNAT). Password and code guesses count only when wrong; they are counted per account (or
 * phone number), whichever writing of the phone or email is used, and per account and address.
 */
export const AUTH_LIMITS = {
  registerPerAddress: { name: 'register:address', limit: 20, windowMs: HOUR },
  changePasswordPerUser: { name: 'change-password:user', limit: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>

/**
 * Wrong passwords (customer and staff doors alike): 5 per account and address, 10 per account
 * from all addresses (then one more from each address that had not failed on it), 50 per
 * address across accounts, each in 15 minutes.
 */
export const LOGIN_GUESSES = {
  perAddress: { name: 'login-failures:address', limit: 50, windowMs: 15 * MINUTE },
  perTargetAndAddress: { name: 'login-failures:account+address', limit: 5, windowMs: 15 * MINUTE },
  perTarget: { name: 'login-failures:account', limit: 10, windowMs: 15 * MINUTE },
} as const satisfies GuessRules

/**
 * Wrong SMS codes: 5 per number and address, 15 per number (then one more from each address
 * that had not failed on it), 50 per address, each in an hour.
 */
export const CODE_GUESSES = {
  perAddress: { name: 'sms-check-failures:address', limit: 50, windowMs: HOUR },
  perTargetAndAddress: { name: 'sms-check-failures:phone+address', limit: 5, windowMs: HOUR },
  perTarget: { name: 'sms-check-failures:phone', limit: 15, windowMs: HOUR },
} as const satisfies GuessRules

/**
 * Reset codes asked for (each may cost an SMS): 3 per number and address, 20 per address, and
 * 5 SMS per number an hour for addresses that have asked before; an address that has not
 * still gets its code, and the 5-minute resend wait keeps any number under 12 SMS an hour.
 */
export const CODE_REQUESTS = {
  perAddress: { name: 'sms-request:address', limit: 20, windowMs: HOUR },
  perTargetAndAddress: { name: 'sms-request:phone+address', limit: 3, windowMs: HOUR },
  perTarget: { name: 'sms-request:phone', limit: 5, windowMs: HOUR },
} as const satisfies GuessRules
