import { ResetPasswordSchema } from '@kyanma/shared'
import { Button, Stack } from '@mantine/core'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { NewPasswordFields } from '#app/components/form/password-fields.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { useNavigate } from '#app/components/link.tsx'
import { paths } from '#app/config/paths.ts'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { auth as authTexts } from '#app/locales/en/auth.ts'
import { useResetPassword } from '../api/reset-password.ts'
import { forgetCodeRequest } from '../sms-request-clock.ts'

/** The new password's rule is the reset's; user and token come from the address, not the form. */
const NewPasswordSchema = ResetPasswordSchema.pick({ newPassword: true })

/**
 * The new password and its confirmation (spec section 2, Password recovery): the spec's
 * "confirm field wired to the same value" is a real confirmation that must match
 * (docs/decisions/015). The reset token from the code screen goes as oldPassword; the answer's
 * message is the toast, then login.
 */
export function NewPasswordForm({ user, token }: { user: string; token: string }) {
  const texts = useTexts(authTexts).resetPassword
  const navigate = useNavigate()
  const form = useSchemaForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    schema: NewPasswordSchema,
    confirmation: { password: 'newPassword', confirmation: 'confirmPassword' },
  })
  const mutation = useResetPassword()

  const submit = form.onSubmit(({ newPassword }) => {
    mutation.mutate(
      { newPassword, user, oldPassword: token },
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
    <KitForm form={form} method="post" onSubmit={submit}>
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={user} readOnly hidden />
      <Stack gap="md">
        <NewPasswordFields
          names={{ password: 'newPassword', confirmation: 'confirmPassword' }}
          labels={{
            password: texts.newPassword,
            hint: texts.passwordHint,
            confirmation: texts.confirmPassword,
          }}
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {texts.submit}
        </Button>
      </Stack>
    </KitForm>
  )
}
