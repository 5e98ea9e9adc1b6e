import { Anchor, Box, Center, Container, Paper, Stack } from '@mantine/core'
import { Outlet } from 'react-router'
import { RouteErrorFallback } from '#app/components/errors/route-error-fallback.tsx'
import { Logo } from '#app/components/layout/logo.tsx'
import { Link } from '#app/components/link.tsx'
import { paths } from '#app/config/paths.ts'
import { useTexts } from '#app/lib/texts.ts'
import { auth as authEnglish } from '#app/locales/en/auth.ts'
import type { Route } from './+types/auth-layout'

/** Sign-in, sign-up and password recovery: a plain card, without the shop's header and footer. */
export default function AuthLayout() {
  const authTexts = useTexts(authEnglish)
  return (
    // A white card on a faint grey page, so the form stands out; a little less padding on phones.
    <Box bg="gray.0" mih="100dvh">
      <Container size={460} py={{ base: 32, sm: 48 }}>
        <Stack gap="lg">
          <Center>
            <Logo />
          </Center>
          <Paper component="main" withBorder shadow="xs" p={{ base: 'lg', sm: 'xl' }} radius="md">
            <Outlet />
          </Paper>
          <Center>
            <Anchor component={Link} to={paths.home} size="sm">
              {authTexts.backToHome}
            </Anchor>
          </Center>
        </Stack>
      </Container>
    </Box>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorFallback error={error} />
}
