import { messages } from '@kyanma/shared'
import { dictionary } from '@zxcvbn-ts/language-common'
import { AppError } from './app-error.ts'

/**
 * How many of the most used passwords are refused (issue 14, ASVS V6.2.4). zxcvbn-ts ships its
 * list ranked, most common first; only the top is taken, so a password refused here is one that
 * guessing tools try within their first few thousand attempts.
 */
export const COMMON_PASSWORD_COUNT = 10_000

/** Lower case: 'Password1' is as guessable as 'password1'. Built once, on first use. */
let commonPasswords: ReadonlySet<string> | undefined

/** Whether the password (any case, surrounding spaces ignored) is among the most common. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    dictionary['passwords-common']
      .slice(0, COMMON_PASSWORD_COUNT)
      .map((word) => word.toLowerCase()),
  )
  return commonPasswords.has(password.trim().toLowerCase())
}

/**
 * Every place that sets a password calls this before storing it (the zod schemas have already
 * checked its length and refused one of spaces only; the list stays on the server, out of the
 * web bundle). `field` names the form field for the answer's issues.
 */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password))
    throw AppError.badRequest(messages.passwordTooCommon, [
      { path: field, message: messages.passwordTooCommon },
    ])
}
