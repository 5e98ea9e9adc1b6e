import type { AuthResult } from '@kyanma/shared'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppConfig } from '#app/config.ts'
import { setSessionCookie } from '#app/plugins/auth.ts'
import type { SignInDevice } from './auth.service.ts'

/** Cookies are `Secure` when the shop is reached over https (PUBLIC_URL). */
export function secureCookies(config: AppConfig): boolean {
  return config.publicUrl.startsWith('https://')
}

/** Where a sign-in comes from: the socket's address (or the proxy's word, with TRUST_PROXY). */
export function deviceOf(
  request: FastifyRequest,
  body: { deviceId?: string | undefined; deviceOS?: string | undefined },
): SignInDevice {
  return { ipAddress: request.ip, deviceId: body.deviceId, deviceOS: body.deviceOS }
}

/**
 * Every successful sign-in (password, sign-up, social) answers the same way: the result in the
 * body for the web app's storage, and the same session as the httpOnly cookie.
 */
export function replyWithSession(reply: FastifyReply, result: AuthResult, secure: boolean) {
  setSessionCookie(reply, result.accessToken, {
    rememberMe: result.rememberMe,
    expiresAt: new Date(result.expiresAt),
    secure,
  })
  return result
}
