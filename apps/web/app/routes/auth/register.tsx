import { useSearchParams } from 'react-router'
import { paths, REFERRAL_PARAM } from '#app/config/paths.ts'
import { AuthHeading } from '#app/features/auth/components/auth-heading.tsx'
import { AuthSwitchLink } from '#app/features/auth/components/auth-switch-link.tsx'
import { RegisterForm } from '#app/features/auth/components/register-form.tsx'
import { withRedirectTarget } from '#app/features/auth/redirect-target.ts'
import { useLeaveWhenSignedIn } from '#app/features/auth/use-leave-when-signed-in.ts'
import { personalPageMeta } from '#app/lib/seo.ts'
import { useTexts } from '#app/lib/texts.ts'
import { auth as authEnglish } from '#app/locales/en/auth.ts'
import type { Route } from './+types/register'

export function meta(args: Route.MetaArgs) {
  return personalPageMeta(args, 'register', authEnglish, (texts) => texts.meta.register)
}

/**
 * /auth/register (spec section 2). The new account is signed in and goes home, or on to the
 * page a login link was keeping (docs/decisions/015). An invite link (?ref=CODE) fills in the
 * referral code.
 */
export default function RegisterPage() {
  const [searchParams] = useSearchParams()
  const target = useLeaveWhenSignedIn()
  const authTexts = useTexts(authEnglish)
  return (
    <>
      <AuthHeading title={authTexts.register.title}>{authTexts.register.intro}</AuthHeading>
      <RegisterForm referralCode={searchParams.get(REFERRAL_PARAM)?.trim() ?? ''} />
      <AuthSwitchLink
        prompt={authTexts.register.haveAccount}
        label={authTexts.register.login}
        to={withRedirectTarget(paths.login, target)}
      />
    </>
  )
}
