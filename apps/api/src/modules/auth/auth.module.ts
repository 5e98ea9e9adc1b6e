import type { AppContext } from '#app/app-context.ts'
import type { ApiModule, Infrastructure } from '#app/modules/api-module.ts'
import { authRoutes } from './auth.routes.ts'
import { AuthService } from './auth.service.ts'
import { passwordResetRoutes } from './password-reset.routes.ts'
import { PasswordResetService } from './password-reset.service.ts'
import { socialRoutes } from './social/social.routes.ts'
import { SocialService } from './social/social.service.ts'

export function createAuthModule(
  ctx: AppContext,
  deps: Pick<Infrastructure, 'sessions' | 'passwords' | 'rateLimiter' | 'clock' | 'sms'>,
) {
  const { sessions, passwords, rateLimiter: limiter, clock, sms } = deps
  const auth = new AuthService({ ctx, sessions, passwords, limiter, clock })
  const passwordResets = new PasswordResetService({ ctx, sessions, passwords, limiter, clock, sms })
  const social = new SocialService(ctx, auth)
  return {
    services: { auth, passwordResets, social },
    routes: {
      public: authRoutes(auth, ctx.config),
      passwordResets: passwordResetRoutes(passwordResets),
      social: socialRoutes(social, ctx.config.publicUrl.startsWith('https:')),
    },
  } satisfies ApiModule<object>
}
