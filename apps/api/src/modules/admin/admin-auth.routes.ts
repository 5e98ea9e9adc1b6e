import {
  AuthResultSchema,
  ErrorResponseSchema,
  LoginSchema,
  messages,
  SessionUserSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '#app/db/client.ts'
import { AppError } from '#app/lib/app-error.ts'
import { addRetryAfterHeader } from '#app/lib/rate-limit.ts'
import { requireStaff } from '#app/plugins/auth.ts'
import { findUserById } from '../auth/account.repository.ts'
import type { AuthService } from '../auth/auth.service.ts'
import { deviceOf } from '../auth/auth-reply.ts'
import { type PublicUrl, toSessionUser } from '../auth/session-user.ts'

/**
 * The back office's own sign-in. Staff sessions travel only as a Bearer token (no cookie), so a
 * member of staff who also browses the shop in the same browser never turns the storefront's
 * calls into staff calls, and the back office never rides on a shopper's cookie.
 */
export function adminAuthRoutes(
  auth: AuthService,
  db: Database,
  publicUrl: PublicUrl,
): FastifyPluginAsyncZod {
  return async (app) => {
    addRetryAfterHeader(app)

    app.post(
      '/admin/auth/login',
      {
        schema: {
          tags: ['admin'],
          summary: 'Staff sign-in (email or phone and password)',
          description:
            'Answers a session token for the Authorization header; no cookie is set. A customer ' +
            'account is refused with 403, and the same limits as the shop sign-in apply.',
          body: LoginSchema,
          response: {
            200: AuthResultSchema,
            400: ErrorResponseSchema.describe('Invalid input'),
            401: ErrorResponseSchema.describe('Wrong email, phone number or password'),
            403: ErrorResponseSchema.describe('Not a staff account'),
            429: ErrorResponseSchema.describe('Too many tries; see Retry-After'),
          },
        },
      },
      async (request) => auth.login(request.body, deviceOf(request, request.body), 'back-office'),
    )

    app.get(
      '/admin/auth/me',
      {
        schema: {
          tags: ['admin'],
          summary: 'The signed-in member of staff',
          response: {
            200: SessionUserSchema,
            401: ErrorResponseSchema.describe('Not signed in'),
            403: ErrorResponseSchema.describe('Not a member of staff'),
          },
        },
      },
      async (request) => {
        const staff = requireStaff(request)
        const user = await findUserById(db, staff.userId)
        if (!user) throw AppError.unauthorized(messages.sessionEnded)
        return toSessionUser(user, publicUrl)
      },
    )
  }
}
