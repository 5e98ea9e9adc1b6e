import type { AuthResult, Language, SessionUser } from '@kyanma/shared'
import { toImage } from '../media/image-urls.ts'
import type { UserRow } from './account.repository.ts'

export type PublicUrl = (key: string) => string

/** The signed-in person as answers show them (spec section 3: Customer.user). */
export function toSessionUser(user: UserRow, publicUrl: PublicUrl, token?: string): SessionUser {
  return {
    id: user.id,
    displayName: user.displayName,
    phoneNumber: user.phoneNumber,
    email: user.email,
    profileImage: user.profileImage ? toImage(user.profileImage, publicUrl) : null,
    role: user.role as SessionUser['role'],
    ...(token && { currentToken: token }),
  }
}

/**
 * What a sign-in, sign-up or social sign-in answers: the session, who it belongs to and the
 * language their account saved (none for staff).
 */
export function toAuthResult(
  user: UserRow,
  session: { token: string; expiresAt: Date; rememberMe: boolean },
  publicUrl: PublicUrl,
  language: Language | undefined,
): AuthResult {
  return {
    accessToken: session.token,
    expiresAt: session.expiresAt.toISOString(),
    rememberMe: session.rememberMe,
    user: toSessionUser(user, publicUrl, session.token),
    ...(language && { language }),
  }
}
