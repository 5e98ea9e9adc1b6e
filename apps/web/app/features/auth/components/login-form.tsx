import { type LoginInput, LoginSchema, latinDigits, looksLikePhone } from '@kyanma/shared'
import { Anchor, Button, Group, Stack } from '@mantine/core'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { SignInUserField } from '#app/components/form/contact-fields.tsx'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { PasswordField } from '#app/components/form/password-fields.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { Link } from '#app/components/link.tsx'
import { paths } from '#app/config/paths.ts'
import { useLanguage } from '#app/lib/language.ts'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { auth as authTexts } from '#app/locales/en/auth.ts'
import { continueInAccountLanguage } from '../account-language.ts'
import { useLogin } from '../api/login.ts'
import { deviceInfo } from '../device-info.ts'
import { session } from '../session-store.ts'

/**
 * Phone number or email, password and "Remember me" (spec section 2, Login). A success keeps the
 * session (localStorage when remembered, sessionStorage otherwise) and greets; the page then
 * moves on. An account that saved the other language goes on to `target` in it (issue 15). A
 * refusal shows the server's message in a red toast and leaves the form as it is.
 */
export function LoginForm({ target = paths.home }: { target?: string }) {
  const allTexts = useTexts(authTexts)
  const language = useLanguage()
  const texts = allTexts.login
  const form = useSchemaForm({
    initialValues: { user: '', password: '', rememberMe: false },
    schema: LoginSchema,
  })
  const mutation = useLogin()

  const submit = form.onSubmit((values) => {
    // A phone number typed in Burmese digits is sent in Latin ones (issue 15).
    const user = looksLikePhone(values.user) ? latinDigits(values.user) : values.user
    const body: LoginInput = { ...LoginSchema.parse({ ...values, user }), ...deviceInfo() }
    mutation.mutate(body, {
      onSuccess: (result) => {
        if (continueInAccountLanguage(result, language, target)) return
        session.signIn(result)
        void notify.success(allTexts.loginSuccessful)
      },
    })
  })

  return (
    <KitForm form={form} method="post" onSubmit={submit}>
      <Stack gap="md">
        <SignInUserField
          name="user"
          label={texts.user}
          description={texts.userHint}
          placeholder={texts.userPlaceholder}
        />
        <PasswordField name="password" label={texts.password} autoComplete="current-password" />
        <Group justify="space-between" gap="sm">
          <CheckboxField name="rememberMe" label={texts.rememberMe} />
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {texts.forgotPassword}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {texts.submit}
        </Button>
      </Stack>
    </KitForm>
  )
}
