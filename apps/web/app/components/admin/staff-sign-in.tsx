import { type AuthResult, LoginSchema } from '@kyanma/shared'
import { Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useMutation } from '@tanstack/react-query'
import { useSchemaValidate } from '#app/lib/form-validation.ts'
import { staffRequest } from '#app/lib/staff-api.ts'
import { staffSession } from '#app/lib/staff-session.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'

/** /admin for someone not signed in: the staff sign-in (a refusal shows in a red toast). */
export function StaffSignIn() {
  const texts = useTexts(adminCommon).signIn
  const form = useForm({
    initialValues: { user: '', password: '', rememberMe: false },
    validate: useSchemaValidate(LoginSchema),
  })
  const mutation = useMutation({
    mutationFn: (body: unknown) =>
      staffRequest<AuthResult>('/admin/auth/login', { method: 'POST', body }),
    onSuccess: (result) => staffSession.signIn(result),
  })

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={400}>
        <form
          method="post"
          onSubmit={form.onSubmit((values) => mutation.mutate(values))}
          noValidate
        >
          <Stack gap="md">
            <Title order={1} size="h3">
              {texts.title}
            </Title>
            <Text size="sm" c="dimmed">
              {texts.intro}
            </Text>
            <TextInput
              label={texts.user}
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
            <Button type="submit" fullWidth loading={mutation.isPending}>
              {texts.submit}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  )
}
