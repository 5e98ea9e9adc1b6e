import { AuthHeading } from '../../features/auth/components/auth-heading.tsx'
import { NewPasswordForm } from '../../features/auth/components/new-password-form.tsx'
import { seoMeta } from '../../lib/seo.ts'
import { texts } from '../../lib/texts.ts'
import { auth as authTexts } from '../../locales/en/auth.ts'
import type { Route } from './+types/reset-password'

export function meta(args: Route.MetaArgs) {
  return [
    ...seoMeta(args, {
      title: texts.pages.resetPassword,
      description: authTexts.meta.resetPassword,
      noindex: true,
    }),
    // The address holds a reset token: never send it on to another site as a Referer.
    { name: 'referrer', content: 'no-referrer' },
  ]
}

/** /auth/reset-password/{user}/{token}: the last step of password recovery (spec section 4). */
export default function ResetPasswordPage({ params }: Route.ComponentProps) {
  return (
    <>
      <AuthHeading title={authTexts.resetPassword.title}>
        {authTexts.resetPassword.intro}
      </AuthHeading>
      <NewPasswordForm user={params.user} token={params.token} />
    </>
  )
}
