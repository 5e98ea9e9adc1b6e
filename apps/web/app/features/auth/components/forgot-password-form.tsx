import { ForgotPasswordSchema } from '@kyanma/shared'
import { Button, Stack } from '@mantine/core'
import { PhoneField } from '#app/components/form/contact-fields.tsx'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { useNavigate } from '#app/components/link.tsx'
import { hrefs } from '#app/config/paths.ts'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { auth as authTexts } from '#app/locales/en/auth.ts'
import { useForgetPassword } from '../api/forget-password.ts'
import { rememberCodeRequest } from '../sms-request-clock.ts'

/**
 * The phone number to send a code to (spec section 2, Password recovery). Once sent, the code
 * screen opens for that number (in its one stored writing, 09...) and its resend timer counts
 * from now.
 */
export function ForgotPasswordForm() {
  const texts = useTexts(authTexts).forgotPassword
  const navigate = useNavigate()
  const form = useSchemaForm({ initialValues: { phoneNumber: '' }, schema: ForgotPasswordSchema })
  const mutation = useForgetPassword()

  const submit = form.onSubmit((values) => {
    const { phoneNumber } = ForgotPasswordSchema.parse(values)
    mutation.mutate(phoneNumber, {
      onSuccess: (answer) => {
        rememberCodeRequest(phoneNumber)
        void notify.success(answer.message)
        void navigate(hrefs.validateSmsCode(phoneNumber))
      },
    })
  })

  return (
    <KitForm form={form} onSubmit={submit}>
      <Stack gap="md">
        <PhoneField
          name="phoneNumber"
          label={texts.phoneNumber}
          placeholder={texts.phonePlaceholder}
          required
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {texts.submit}
        </Button>
      </Stack>
    </KitForm>
  )
}
