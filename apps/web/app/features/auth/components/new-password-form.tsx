import { Button, PasswordInput, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useNavigate } from '../../../components/link.tsx'
import { paths } from '../../../config/paths.ts'
import { useLocalizedValidate } from '../../../lib/form-validation.ts'
import { notify } from '../../../lib/notify.ts'
import { useTexts } from '../../../lib/texts.ts'
import { auth as authTexts } from '../../../locales/en/auth.ts'
import { useResetPassword } from '../api/reset-password.ts'
import { type NewPasswordFormValues, validateNewPasswordForm } from '../form-schemas.ts'
import { forgetCodeRequest } from '../sms-request-clock.ts'

/**
 * The new password and its confirmation (spec section 2, Password recovery). The reset token
 * from the code screen goes as oldPassword; the answer's message is the toast, then login.
 */
export function NewPasswordForm({ user, token }: { user: string; token: string }) {
  const texts = useTexts(authTexts).resetPassword
  const navigate = useNavigate()
  const form = useForm<NewPasswordFormValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: useLocalizedValidate(validateNewPasswordForm),
    validateInputOnChange: true,
    onValuesChange: (values, previous) => {
      if (values.password !== previous.password && values.confirmPassword)
        form.validateField('confirmPassword')
    },
  })
  const mutation = useResetPassword()

  const submit = form.onSubmit((values) => {
    mutation.mutate(
      { newPassword: values.password, user, oldPassword: token },
      {
        onSuccess: (answer) => {
          forgetCodeRequest(user)
          void notify.success(answer.message)
          void navigate(paths.login, { replace: true })
        },
      },
    )
  })

  return (
    <form method="post" onSubmit={submit} noValidate>
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={user} readOnly hidden />
      <Stack gap="md">
        <PasswordInput
          label={texts.newPassword}
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
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {texts.submit}
        </Button>
      </Stack>
    </form>
  )
}
