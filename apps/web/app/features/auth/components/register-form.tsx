import { type RegisterInput, RegisterSchema } from '@kyanma/shared'
import { Button, Stack } from '@mantine/core'
import { EmailField, PhoneField } from '#app/components/form/contact-fields.tsx'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { NewPasswordFields } from '#app/components/form/password-fields.tsx'
import { TextField } from '#app/components/form/text-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { auth as authTexts } from '#app/locales/en/auth.ts'
import { useRegister } from '../api/register.ts'
import { deviceInfo } from '../device-info.ts'
import { session } from '../session-store.ts'

/**
 * Phone number, name, email, password and its confirmation (spec section 2, Register), and an
 * optional referral code, filled in from an invite link (`referralCode`). The new account is
 * signed in at once; the page then moves on.
 */
export function RegisterForm({ referralCode = '' }: { referralCode?: string }) {
  const allTexts = useTexts(authTexts)
  const texts = allTexts.register
  const form = useSchemaForm({
    initialValues: {
      phoneNumber: '',
      displayName: '',
      user: '',
      password: '',
      confirmPassword: '',
      /** Optional: a friend's code, from an invite link or typed. */
      referralCode,
    },
    schema: RegisterSchema,
    confirmation: { password: 'password', confirmation: 'confirmPassword' },
  })
  const mutation = useRegister()

  const submit = form.onSubmit((values) => {
    const { referralCode: code, ...fields } = RegisterSchema.parse(values)
    // No code is no referral: an empty one is not sent.
    const body: RegisterInput = { ...fields, ...(code && { referralCode: code }), ...deviceInfo() }
    mutation.mutate(body, {
      onSuccess: (result) => {
        session.signIn(result)
        void notify.success(allTexts.registerSuccessful)
      },
    })
  })

  return (
    <KitForm form={form} method="post" onSubmit={submit}>
      <Stack gap="md">
        <PhoneField
          name="phoneNumber"
          label={texts.phoneNumber}
          placeholder={texts.phonePlaceholder}
          required
        />
        <TextField name="displayName" label={texts.displayName} autoComplete="name" required />
        <EmailField name="user" label={texts.email} placeholder={texts.emailPlaceholder} required />
        <NewPasswordFields
          names={{ password: 'password', confirmation: 'confirmPassword' }}
          labels={{
            password: texts.password,
            hint: texts.passwordHint,
            confirmation: texts.confirmPassword,
          }}
        />
        <TextField
          name="referralCode"
          label={texts.referralCode}
          description={texts.referralHint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {texts.submit}
        </Button>
      </Stack>
    </KitForm>
  )
}
