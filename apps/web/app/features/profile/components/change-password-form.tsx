import { ChangePasswordSchema } from '@kyanma/shared'
import { Button, Group, Stack } from '@mantine/core'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { NewPasswordFields, PasswordField } from '#app/components/form/password-fields.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { SectionCard } from '#app/components/ui/section-card.tsx'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { profile } from '#app/locales/en/profile.ts'
import { useChangePassword } from '../api/change-password.ts'

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' }

/**
 * Current, new and confirm new password (spec section 2, Profile). This device stays signed in
 * with the new token the answer carries; the customer's other sessions end.
 */
export function ChangePasswordForm({ username }: { username: string }) {
  const texts = useTexts(profile)
  const form = useSchemaForm({
    initialValues: EMPTY,
    schema: ChangePasswordSchema,
    confirmation: { password: 'newPassword', confirmation: 'confirmPassword' },
  })
  const mutation = useChangePassword()

  const submit = form.onSubmit(({ oldPassword, newPassword }) => {
    mutation.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: (answer) => {
          form.reset()
          void notify.success(answer.message || texts.changePassword.changed)
        },
      },
    )
  })

  return (
    <SectionCard title={texts.changePassword.title} intro={texts.changePassword.intro}>
      <KitForm form={form} method="post" onSubmit={submit}>
        {/* Lets password managers file the new password under the right account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={username}
          readOnly
          hidden
        />
        <Stack gap="sm">
          <PasswordField
            name="oldPassword"
            label={texts.changePassword.current}
            autoComplete="current-password"
          />
          <NewPasswordFields
            names={{ password: 'newPassword', confirmation: 'confirmPassword' }}
            labels={{
              password: texts.changePassword.new,
              hint: texts.changePassword.hint,
              confirmation: texts.changePassword.confirm,
            }}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {texts.changePassword.submit}
            </Button>
          </Group>
        </Stack>
      </KitForm>
    </SectionCard>
  )
}
