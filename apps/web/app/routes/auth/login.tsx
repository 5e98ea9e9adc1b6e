import { paths } from '#app/config/paths.ts'
import { AuthHeading } from '#app/features/auth/components/auth-heading.tsx'
import { AuthSwitchLink } from '#app/features/auth/components/auth-switch-link.tsx'
import { LoginForm } from '#app/features/auth/components/login-form.tsx'
import { SocialButtons } from '#app/features/auth/components/social-buttons.tsx'
import { withRedirectTarget } from '#app/features/auth/redirect-target.ts'
import { useLeaveWhenSignedIn } from '#app/features/auth/use-leave-when-signed-in.ts'
import { personalPageMeta } from '#app/lib/seo.ts'
import { useTexts } from '#app/lib/texts.ts'
import { auth as authEnglish } from '#app/locales/en/auth.ts'
import type { Route } from './+types/login'

export function meta(args: Route.MetaArgs) {
  return personalPageMeta(args, 'login', authEnglish, (texts) => texts.meta.login)
}

/**
 * /auth/login (spec section 2). After signing in, or for someone already signed in, it goes on
 * to `?redirectTo=` when that is a page of this shop, else home (in the account's saved language).
 */
export default function LoginPage() {
  const target = useLeaveWhenSignedIn()
  const authTexts = useTexts(authEnglish)
  return (
    <>
      <AuthHeading title={authTexts.login.title}>{authTexts.login.intro}</AuthHeading>
      <LoginForm target={target} />
      {/* Spec section 2: Google and the other social sign-ins, only those the server offers. */}
      <SocialButtons />
      <AuthSwitchLink
        prompt={authTexts.login.noAccount}
        label={authTexts.login.signUp}
        to={withRedirectTarget(paths.register, target)}
      />
    </>
  )
}
