import { type RegisterInput, RegisterSchema } from '@kyanma/shared'
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useLocalizedValidate } from '../../../lib/form-validation.ts'
import { notify } from '../../../lib/notify.ts'
import { useTexts } from '../../../lib/texts.ts'
import { auth as authTexts } from '../../../locales/en/auth.ts'
import { useRegister } from '../api/register.ts'
import { deviceInfo } from '../device-info.ts'
import { type RegisterFormValues, validateRegisterForm } from '../form-schemas.ts'
import { session } from '../session-store.ts'

/**
 * Phone number, name, email, password and its confirmation (spec section 2, Register), and an
 * optional referral code, filled in from an invite link (`referralCode`). The new account is
 * signed in at once; the page then moves on.
 */
export function RegisterForm({ referralCode = '' }: { referralCode?: string }) {
  const allTexts = useTexts(authTexts)
  const texts = allTexts.register
  const form = useForm<RegisterFormValues>({
    initialValues: {
      phoneNumber: '',
      displayName: '',
      user: '',
      password: '',
      confirmPassword: '',
      referralCode,
    },
    validate: useLocalizedValidate(validateRegisterForm),
    validateInputOnChange: true,
    // A changed password can make an already typed confirmation match, or stop matching.
    onValuesChange: (values, previous) => {
      if (values.password !== previous.password && values.confirmPassword)
        form.validateField('confirmPassword')
    },
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
    <form method="post" onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={texts.phoneNumber}
          placeholder={texts.phonePlaceholder}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          {...form.getInputProps('phoneNumber')}
        />
        <TextInput
          label={texts.displayName}
          autoComplete="name"
          required
          {...form.getInputProps('displayName')}
        />
        <TextInput
          label={texts.email}
          placeholder={texts.emailPlaceholder}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.getInputProps('user')}
        />
        <PasswordInput
          label={texts.password}
          description={texts.passwordHint}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={texts.confirmPassword}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <TextInput
          label={texts.referralCode}
          description={texts.referralHint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...form.getInputProps('referralCode')}
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {texts.submit}
        </Button>
      </Stack>
    </form>
  )
}
