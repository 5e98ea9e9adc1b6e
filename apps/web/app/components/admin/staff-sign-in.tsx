import { type AuthResult, LoginSchema } from '@kyanma/shared'
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { staffRequest } from '#app/lib/staff-api.ts'
import { staffSession } from '#app/lib/staff-session.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { SignInUserField } from '../form/contact-fields.tsx'
import { KitForm } from '../form/kit-form.tsx'
import { PasswordField } from '../form/password-fields.tsx'
import { useSchemaForm } from '../form/use-schema-form.ts'

/** /admin for someone not signed in: the staff sign-in (a refusal shows in a red toast). */
export function StaffSignIn() {
  const texts = useTexts(adminCommon).signIn
  const form = useSchemaForm({
    initialValues: { user: '', password: '', rememberMe: false },
    schema: LoginSchema,
    validateOn: 'submit',
  })
  const mutation = useMutation({
    mutationFn: (body: unknown) =>
      staffRequest<AuthResult>('/admin/auth/login', { method: 'POST', body }),
    onSuccess: (result) => staffSession.signIn(result),
  })

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={400}>
        <KitForm
          form={form}
          method="post"
          onSubmit={form.onSubmit((values) => mutation.mutate(values))}
        >
          <Stack gap="md">
            <Title order={1} size="h3">
              {texts.title}
            </Title>
            <Text size="sm" c="dimmed">
              {texts.intro}
            </Text>
            <SignInUserField name="user" label={texts.user} />
            <PasswordField name="password" label={texts.password} autoComplete="current-password" />
            <Button type="submit" fullWidth loading={mutation.isPending}>
              {texts.submit}
            </Button>
          </Stack>
        </KitForm>
      </Paper>
    </Center>
  )
}
