import type { SessionUser } from '@kyanma/shared'

/** The personal information form's values (the shared ProfileUpdateSchema is the rule). */
export interface PersonalInfoValues {
  name: string
  phoneNo: string
  email: string
}

export function personalInfoOf(user: SessionUser): PersonalInfoValues {
  return { name: user.displayName, phoneNo: user.phoneNumber ?? '', email: user.email ?? '' }
}
