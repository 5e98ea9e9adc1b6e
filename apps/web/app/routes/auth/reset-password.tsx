import { AuthHeading } from '../../features/auth/components/auth-heading.tsx'
import { NewPasswordForm } from '../../features/auth/components/new-password-form.tsx'
import { languageOfPath } from '../../lib/language.ts'
import { seoMeta } from '../../lib/seo.ts'
import { textsIn, useTexts } from '../../lib/texts.ts'
import { auth as authEnglish } from '../../locales/en/auth.ts'
import type { Route } from './+types/reset-password'

export function meta(args: Route.MetaArgs) {
  const language = languageOfPath(args.location.pathname)
  return [
    ...seoMeta(args, {
      title: textsIn(language).pages.resetPassword,
      description: textsIn(language, authEnglish).meta.resetPassword,
      noindex: true,
    }),
    // The address holds a reset token: never send it on to another site as a Referer.
    { name: 'referrer', content: 'no-referrer' },
  ]
}

/** /auth/reset-password/{user}/{token}: the last step of password recovery (spec section 4). */
export default function ResetPasswordPage({ params }: Route.ComponentProps) {
  const authTexts = useTexts(authEnglish)
  return (
    <>
      <AuthHeading title={authTexts.resetPassword.title}>
        {authTexts.resetPassword.intro}
      </AuthHeading>
      <NewPasswordForm user={params.user} token={params.token} />
    </>
  )
}
