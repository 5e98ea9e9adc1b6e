import {
  ChangePasswordSchema,
  messages,
  ProfileUpdateSchema,
  type SessionUser,
} from '@kyanma/shared'
import { type FormErrors, schemaResolver } from '@mantine/form'

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
 * equal the new password ('Passwords do not match', as on sign-up). It is judged once the new
 * password is itself valid, so one mistake shows one message.
 */
export function validateChangePassword(values: ChangePasswordValues): FormErrors {
  const errors = changePasswordErrors(values)
  const mismatch = !errors.newPassword && values.confirmPassword !== values.newPassword
  return mismatch ? { ...errors, confirmPassword: messages.passwordsDoNotMatch } : errors
}
