import {
  AuthResultSchema,
  ChangePasswordResultSchema,
  ChangePasswordSchema,
  ErrorResponseSchema,
  LoginSchema,
  MessageSchema,
  messages,
  RegisterSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppConfig } from '#app/config.ts'
import { addRetryAfterHeader } from '#app/lib/rate-limit.ts'
import { clearSessionCookie, requireUser } from '#app/plugins/auth.ts'
import type { AuthService } from './auth.service.ts'
import { deviceOf, replyWithSession, secureCookies } from './auth-reply.ts'

const errors = {
  400: ErrorResponseSchema.describe('Invalid input, with the message to show'),
  429: ErrorResponseSchema.describe('Too many tries; see Retry-After'),
}

/** Sign-up, sign-in, sign-out and password change (spec section 7, Authentication). */
export function authRoutes(auth: AuthService, config: AppConfig): FastifyPluginAsyncZod {
  const secure = secureCookies(config)
  return async (app) => {
    addRetryAfterHeader(app)

    app.post(
      '/auth/customers/register',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create a customer account and sign it in',
          description:
            'Answers the session (also set as the httpOnly cookie). phoneNumber is any writing ' +
            'of a Myanmar mobile number; user is the email. referralCode must exist if given. ' +
            'A password of spaces only or among the 10,000 most common is refused with 400.',
          body: RegisterSchema,
          response: {
            201: AuthResultSchema,
            ...errors,
            409: ErrorResponseSchema.describe('The phone number or email has an account'),
          },
        },
      },
      async (request, reply) => {
        const result = await auth.register(
          request.body,
          deviceOf(request, request.body),
          request.language,
        )
        return replyWithSession(reply.status(201), result, secure)
      },
    )

    app.post(
      '/auth/customers',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with a phone number or email and a password',
          description:
            'rememberMe: the session lasts weeks and its cookie outlives the browser; otherwise ' +
            'it is meant for one visit. Only wrong passwords count (decision 030): 5 per account ' +
            'and address, 10 per account (then addresses that failed on it get 429, others are ' +
            'still checked), 50 per address, each in 15 minutes.',
          body: LoginSchema,
          response: {
            200: AuthResultSchema,
            ...errors,
            401: ErrorResponseSchema.describe('Wrong phone number, email or password'),
          },
        },
      },
      async (request, reply) => {
        const result = await auth.login(request.body, deviceOf(request, request.body))
        return replyWithSession(reply, result, secure)
      },
    )

    app.post(
      '/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign out: end this session and clear its cookie',
          response: { 200: MessageSchema, 401: ErrorResponseSchema.describe('Not signed in') },
        },
      },
      async (request, reply) => {
        await auth.logout(requireUser(request))
        clearSessionCookie(reply, secure)
        return { message: messages.signedOut }
      },
    )

    app.post(
      '/me/changePassword',
      {
        schema: {
          tags: ['auth'],
          summary: 'Change the password (knowing the current one)',
          description:
            'Every other session of the account ends; this one goes on with the same token.',
          body: ChangePasswordSchema,
          response: {
            200: ChangePasswordResultSchema,
            ...errors,
            401: ErrorResponseSchema.describe('Not signed in'),
          },
        },
      },
      async (request) => auth.changePassword(requireUser(request), request.body),
    )
  }
}
