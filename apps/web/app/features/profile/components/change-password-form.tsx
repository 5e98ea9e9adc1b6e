import { Button, Group, PasswordInput, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { useLocalizedValidate } from '../../../lib/form-validation.ts'
import { notify } from '../../../lib/notify.ts'
import { useTexts } from '../../../lib/texts.ts'
import { profile } from '../../../locales/en/profile.ts'
import { useChangePassword } from '../api/change-password.ts'
import { type ChangePasswordValues, validateChangePassword } from '../form-schemas.ts'

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' }

/**
 * Current, new and confirm new password (spec section 2, Profile). This device stays signed in
 * with the new token the answer carries; the customer's other sessions end.
 */
export function ChangePasswordForm({ username }: { username: string }) {
  const texts = useTexts(profile)
  const form = useForm<ChangePasswordValues>({
    initialValues: EMPTY,
    validate: useLocalizedValidate(validateChangePassword),
    validateInputOnChange: true,
    // A changed new password can make a typed confirmation match, or stop matching.
    onValuesChange: (values, previous) => {
      if (values.newPassword !== previous.newPassword && values.confirmPassword)
        form.validateField('confirmPassword')
    },
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
      <form method="post" onSubmit={submit} noValidate>
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
          <PasswordInput
            label={texts.changePassword.current}
            autoComplete="current-password"
            required
            {...form.getInputProps('oldPassword')}
          />
          <PasswordInput
            label={texts.changePassword.new}
            description={texts.changePassword.hint}
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={texts.changePassword.confirm}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {texts.changePassword.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  )
}
