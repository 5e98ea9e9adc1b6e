import { ChangePasswordSchema, ProfileUpdateSchema, type SessionUser } from '@kyanma/shared'
import { type FormErrors, schemaResolver } from '@mantine/form'
import { confirmationError } from '../../lib/password-confirmation.ts'

/** The personal information form: the shared profile schema is the rule (spec section 5). */
export interface PersonalInfoValues {
  name: string
  phoneNo: string
  email: string
}

export const validatePersonalInfo = schemaResolver(ProfileUpdateSchema, { sync: true })

export function personalInfoOf(user: SessionUser): PersonalInfoValues {
  return { name: user.displayName, phoneNo: user.phoneNumber ?? '', email: user.email ?? '' }
}

export interface ChangePasswordValues {
  oldPassword: string
  newPassword: string
  confirmPassword: string
}

const changePasswordErrors = schemaResolver(ChangePasswordSchema, { sync: true })

/**
 * The shared change-password schema checks the current and new passwords; the confirmation must
 * equal the new password, as on sign-up.
 */
export function validateChangePassword(values: ChangePasswordValues): FormErrors {
  const errors = changePasswordErrors(values)
  const confirmError = confirmationError(values.newPassword, values.confirmPassword)
  return confirmError ? { ...errors, confirmPassword: confirmError } : errors
}
