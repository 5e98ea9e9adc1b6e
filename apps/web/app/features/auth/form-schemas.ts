import { PasswordSchema, RegisterSchema } from '@kyanma/shared'
import { type FormErrors, schemaResolver } from '@mantine/form'
import { confirmationError } from '../../lib/password-confirmation.ts'

/**
 * The forms' rules are the shared schemas (one rule, both ends); the confirmation field says
 * whether it matches, the password field its own rule (spec section 5: the message is on
 * confirmPassword).
 */
function firstMessage(schema: typeof PasswordSchema, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message
}

export interface RegisterFormValues {
  phoneNumber: string
  displayName: string
  user: string
  password: string
  confirmPassword: string
  /** Optional: a friend's code, from an invite link or typed. */
  referralCode: string
}

const registerSchemaErrors = schemaResolver(RegisterSchema, { sync: true })

export function validateRegisterForm(values: RegisterFormValues): FormErrors {
  const { confirmPassword: _schemaMessage, ...errors } = registerSchemaErrors(values)
  const confirmError = confirmationError(values.password, values.confirmPassword)
  return confirmError ? { ...errors, confirmPassword: confirmError } : errors
}

export interface NewPasswordFormValues {
  password: string
  confirmPassword: string
}

/**
 * The new-password screen: the spec's "confirm field wired to the same value" is a real
 * confirmation that must match (docs/decisions/015).
 */
export function validateNewPasswordForm(values: NewPasswordFormValues): FormErrors {
  const errors: FormErrors = {}
  const password = firstMessage(PasswordSchema, values.password)
  const confirm = confirmationError(values.password, values.confirmPassword)
  if (password) errors.password = password
  if (confirm) errors.confirmPassword = confirm
  return errors
}
