import { randomInt } from 'node:crypto'

/** Letters and digits people read out and type without mixing up: no 0/O, 1/I. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const REFERRAL_CODE_LENGTH = 8

/**
 * A new customer's referral code, e.g. 'K7M2QX9D'. 32^8 (about 10^12) codes make a collision
 * rare; the caller still retries on one.
 */
export function newReferralCode(): string {
  let code = ''
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return code
}

/** How people type a code they were given: spaces, dashes, lower case. */
export function normalizeReferralCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase()
}
