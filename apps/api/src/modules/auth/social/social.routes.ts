import {
  AppleLoginSchema,
  AuthProvidersSchema,
  AuthResultSchema,
  ErrorResponseSchema,
  GoogleLoginSchema,
  type SocialProvider,
} from '@kyanma/shared'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { setSessionCookie } from '#app/plugins/auth.ts'
import { appleReturnRoutes } from './apple-return.routes.ts'
import type { SocialService, SocialSignInInput } from './social.service.ts'

const failures = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  502: ErrorResponseSchema,
}

export function socialRoutes(social: SocialService, secureCookies: boolean): FastifyPluginAsyncZod {
  const signIn = async (
    provider: SocialProvider,
    input: SocialSignInInput,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const { token, expiresAt, result } = await social.signIn(
      provider,
      { ...input, ipAddress: request.ip, language: request.language },
      request.log,
    )
    setSessionCookie(reply, token, {
      rememberMe: result.rememberMe,
      expiresAt,
      secure: secureCookies,
    })
    return result
  }

  return async (app) => {
    await app.register(appleReturnRoutes)

    app.get(
      '/auth/providers',
      {
        schema: {
          tags: ['auth'],
          summary: 'The social sign-in providers this shop offers',
          description:
            'Only configured providers are given (the others are null), each with the address ' +
            'of its authorization page and the client id to send there.',
          response: { 200: AuthProvidersSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        return social.providers(request.log)
      },
    )

    app.post(
      '/auth/customers/google',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with Google',
          description:
            'accessToken holds a Google ID token or the authorization code the callback page ' +
            'received (exchanged with redirectUri). Opens a remembered session: answers the ' +
            'token and sets the session cookie. Creates the customer on the first sign-in and ' +
            'links an existing account with the same verified email.',
          body: GoogleLoginSchema,
          response: { 200: AuthResultSchema, ...failures },
        },
      },
      async (request, reply) => {
        const { accessToken, ...rest } = request.body
        return signIn('google', { credential: accessToken, ...rest }, request, reply)
      },
    )

    app.post(
      '/auth/customers/apple',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with Apple',
          description:
            'authorizationCode is the code /auth/apple/callback received; the server exchanges ' +
            'it with Apple (client secret signed with the team key) and verifies the ID token.',
          body: AppleLoginSchema,
          response: { 200: AuthResultSchema, ...failures },
        },
      },
      async (request, reply) => {
        const { authorizationCode, ...rest } = request.body
        return signIn('apple', { credential: authorizationCode, ...rest }, request, reply)
      },
    )
  }
}
