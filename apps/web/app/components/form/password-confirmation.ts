import { messages } from '@kyanma/shared'

/**
 * The message under a "confirm password" field, on every form that has one. The confirmation's
 * only job is to equal the password, so a different one says 'Passwords do not match' even while
 * both are too short; the length rule is said once, under the password itself. The texts are the
 * shared catalogue's English: the forms' validate goes through useLocalizedValidate
 * (lib/form-validation.ts), which shows them in the page's language.
 */
export function confirmationError(password: string, confirmation: string): string | undefined {
  if (confirmation === '') return messages.passwordRequired
  return confirmation === password ? undefined : messages.passwordsDoNotMatch
}
