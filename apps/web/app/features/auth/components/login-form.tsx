import { type LoginInput, LoginSchema } from '@kyanma/shared'
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { Link } from '../../../components/link.tsx'
import { paths } from '../../../config/paths.ts'
import { notify } from '../../../lib/notify.ts'
import { auth as authTexts } from '../../../locales/en/auth.ts'
import { useLogin } from '../api/login.ts'
import { deviceInfo } from '../device-info.ts'
import { session } from '../session-store.ts'

const texts = authTexts.login

/**
 * Phone number or email, password and "Remember me" (spec section 2, Login). A success keeps the
 * session (localStorage when remembered, sessionStorage otherwise) and greets; the page then
 * moves on. A refusal shows the server's message in a red toast and leaves the form as it is.
 */
export function LoginForm() {
  const form = useForm({
    initialValues: { user: '', password: '', rememberMe: false },
    validate: schemaResolver(LoginSchema, { sync: true }),
    validateInputOnChange: true,
  })
  const mutation = useLogin()

  const submit = form.onSubmit((values) => {
    const body: LoginInput = { ...LoginSchema.parse(values), ...deviceInfo() }
    mutation.mutate(body, {
      onSuccess: (result) => {
        session.signIn(result)
        void notify.success(authTexts.loginSuccessful)
      },
    })
  })

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={texts.user}
          description={texts.userHint}
          placeholder={texts.userPlaceholder}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.getInputProps('user')}
        />
        <PasswordInput
          label={texts.password}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" gap="sm">
          <Checkbox
            label={texts.rememberMe}
            {...form.getInputProps('rememberMe', { type: 'checkbox' })}
          />
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {texts.forgotPassword}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {texts.submit}
        </Button>
      </Stack>
    </form>
  )
}
