import { AuthHeading } from '#app/features/auth/components/auth-heading.tsx'
import { NewPasswordForm } from '#app/features/auth/components/new-password-form.tsx'
import { personalPageMeta } from '#app/lib/seo.ts'
import { useTexts } from '#app/lib/texts.ts'
import { auth as authEnglish } from '#app/locales/en/auth.ts'
import type { Route } from './+types/reset-password'

export function meta(args: Route.MetaArgs) {
  return [
    ...personalPageMeta(args, 'resetPassword', authEnglish, (texts) => texts.meta.resetPassword),
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
