import { normalizeMyanmarPhone } from '@kyanma/shared'
import { AuthHeading } from '#app/features/auth/components/auth-heading.tsx'
import { SmsCodeForm } from '#app/features/auth/components/sms-code-form.tsx'
import { personalPageMeta } from '#app/lib/seo.ts'
import { useTexts } from '#app/lib/texts.ts'
import { auth as authEnglish } from '#app/locales/en/auth.ts'
import type { Route } from './+types/validate-sms-code'

export function meta(args: Route.MetaArgs) {
  return personalPageMeta(
    args,
    'validateSmsCode',
    authEnglish,
    (texts) => texts.meta.validateSmsCode,
  )
}

/**
 * /auth/validate-sms-code/{phoneNumber} (spec section 2): the parameter is the user. Any writing
 * of the number counts as its stored one, so the resend timer is the same for all of them.
 */
export default function ValidateSmsCodePage({ params }: Route.ComponentProps) {
  const phoneNumber = normalizeMyanmarPhone(params.phoneNumber) ?? params.phoneNumber
  const authTexts = useTexts(authEnglish)
  return (
    <>
      <AuthHeading title={authTexts.smsCode.title}>
        {authTexts.smsCode.intro(phoneNumber)}
      </AuthHeading>
      {/* A new number starts a new form (and timer). */}
      <SmsCodeForm key={phoneNumber} phoneNumber={phoneNumber} />
    </>
  )
}
