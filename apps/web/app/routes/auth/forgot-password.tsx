import { paths } from '../../config/paths.ts'
import { AuthHeading } from '../../features/auth/components/auth-heading.tsx'
import { AuthSwitchLink } from '../../features/auth/components/auth-switch-link.tsx'
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx'
import { seoMeta } from '../../lib/seo.ts'
import { texts } from '../../lib/texts.ts'
import { auth as authTexts } from '../../locales/en/auth.ts'
import type { Route } from './+types/forgot-password'

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: texts.pages.forgotPassword,
    description: authTexts.meta.forgotPassword,
    noindex: true,
  })
}

/** /auth/forgot-password: the first step of password recovery (spec sections 2 and 4). */
export default function ForgotPasswordPage() {
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
