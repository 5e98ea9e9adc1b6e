import { paths } from '#app/config/paths.ts'
import { AuthHeading } from '#app/features/auth/components/auth-heading.tsx'
import { AuthSwitchLink } from '#app/features/auth/components/auth-switch-link.tsx'
import { ForgotPasswordForm } from '#app/features/auth/components/forgot-password-form.tsx'
import { personalPageMeta } from '#app/lib/seo.ts'
import { useTexts } from '#app/lib/texts.ts'
import { auth as authEnglish } from '#app/locales/en/auth.ts'
import type { Route } from './+types/forgot-password'

export function meta(args: Route.MetaArgs) {
  return personalPageMeta(args, 'forgotPassword', authEnglish, (texts) => texts.meta.forgotPassword)
}

/** /auth/forgot-password: the first step of password recovery (spec sections 2 and 4). */
export default function ForgotPasswordPage() {
  const authTexts = useTexts(authEnglish)
  return (
    <>
      <AuthHeading title={authTexts.forgotPassword.title}>
        {authTexts.forgotPassword.intro}
      </AuthHeading>
      <ForgotPasswordForm />
      <AuthSwitchLink label={authTexts.forgotPassword.backToLogin} to={paths.login} />
    </>
  )
}
