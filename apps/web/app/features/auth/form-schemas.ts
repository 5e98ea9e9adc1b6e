import { messages, PasswordSchema, RegisterSchema } from '@kyanma/shared'
import { type FormErrors, schemaResolver } from '@mantine/form'

/**
 * The forms' rules are the shared schemas (one rule, both ends). Two forms need a little more:
 * zod runs an object's cross-field check only once every field is valid, so 'Passwords do not
 * match' would stay hidden while, say, the email was still empty. Here the match is checked as
 * soon as both passwords are themselves valid (spec section 5: the message is on confirmPassword).
 */
function firstMessage(schema: typeof PasswordSchema, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message
}

function mismatch(password: unknown, confirmPassword: unknown): string | undefined {
  const bothValid =
    PasswordSchema.safeParse(password).success && PasswordSchema.safeParse(confirmPassword).success
  return bothValid && password !== confirmPassword ? messages.passwordsDoNotMatch : undefined
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
  const errors = registerSchemaErrors(values)
  const confirmError = errors.confirmPassword ?? mismatch(values.password, values.confirmPassword)
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
  const confirm =
    firstMessage(PasswordSchema, values.confirmPassword) ??
    mismatch(values.password, values.confirmPassword)
  if (password) errors.password = password
  if (confirm) errors.confirmPassword = confirm
  return errors
}
