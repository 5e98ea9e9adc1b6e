import type { RateLimitRule } from '../../lib/rate-limit.ts'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

/**
 * How often each sign-in step may be tried. Per account (or phone number) the limits stop
 * password and code guessing; per client address they are looser, because Myanmar's mobile
 * networks put many customers behind one carrier address (CGNAT).
 */
export const AUTH_LIMITS = {
  loginPerAccount: { name: 'login:account', limit: 10, windowMs: 15 * MINUTE },
  loginPerAddress: { name: 'login:address', limit: 50, windowMs: 15 * MINUTE },
  registerPerAddress: { name: 'register:address', limit: 20, windowMs: HOUR },
  codeRequestPerPhone: { name: 'sms-request:phone', limit: 5, windowMs: HOUR },
  codeRequestPerAddress: { name: 'sms-request:address', limit: 20, windowMs: HOUR },
  codeCheckPerPhone: { name: 'sms-check:phone', limit: 15, windowMs: HOUR },
  codeCheckPerAddress: { name: 'sms-check:address', limit: 50, windowMs: HOUR },
  changePasswordPerUser: { name: 'change-password:user', limit: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>
