import {
  ErrorResponseSchema,
  ForgotPasswordSchema,
  MessageSchema,
  messages,
  ResetPasswordBySmsSchema,
  ResetPasswordSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { addRetryAfterHeader } from '#app/lib/rate-limit.ts'
import type { PasswordResetService } from './password-reset.service.ts'

const invalid = ErrorResponseSchema.describe('Invalid input, with the message to show')

/** Password recovery by SMS (spec sections 2, 4 and 7). */
export function passwordResetRoutes(resets: PasswordResetService): FastifyPluginAsyncZod {
  return async (app) => {
    addRetryAfterHeader(app)

    app.post(
      '/auth/forgetPassword',
      {
        schema: {
          tags: ['auth'],
          summary: 'Send a 6-digit code by SMS to reset a password',
          description:
            'Answers the same message whether or not the number has an account. The same address ' +
            'may ask again 5 minutes after the last code (429 before, with Retry-After); another ' +
            'address is told the code was sent (the last one is still good). Limits: decision 030.',
          body: ForgotPasswordSchema,
          response: {
            200: MessageSchema,
            400: invalid,
            429: ErrorResponseSchema.describe('Too soon for another code, or too many requests'),
            502: ErrorResponseSchema.describe('The SMS could not be sent'),
          },
        },
      },
      async (request) => {
        await resets.requestCode(request.body.phoneNumber, request.ip, request.language)
        return { message: messages.codeSent }
      },
    )

    app.post(
      '/auth/resetPasswordBySms',
      {
        schema: {
          tags: ['auth'],
          summary: 'Exchange the SMS code for a reset token',
          description:
            'token: the six digits; user: the phone number. The answer message is the reset ' +
            'token, good once within 15 minutes. A code lasts 10 minutes and allows 5 wrong tries ' +
            'to the addresses that fail on it; wrong codes are limited per number and address.',
          body: ResetPasswordBySmsSchema,
          response: {
            200: MessageSchema,
            400: invalid,
            429: ErrorResponseSchema.describe('Too many requests; see Retry-After'),
          },
        },
      },
      async (request) => ({
        message: await resets.verifyCode(request.body.user, request.body.token, request.ip),
      }),
    )

    app.post(
      '/auth/resetPassword',
      {
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with a reset token',
          description:
            'oldPassword carries the reset token. Every session of the account ends; sign in ' +
            'with the new password.',
          body: ResetPasswordSchema,
          response: { 200: MessageSchema, 400: invalid },
        },
      },
      async (request) => {
        const { user, oldPassword, newPassword } = request.body
        await resets.resetPassword(user, oldPassword, newPassword)
        return { message: messages.passwordChanged }
      },
    )
  }
}
