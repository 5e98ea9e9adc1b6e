import type { SessionUser } from '@kyanma/shared'
import { Anchor, AppShell, Burger, Button, Group, NavLink, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { pathWithoutLanguage, useLocalePath } from '#app/lib/language.ts'
import { staffRequest } from '#app/lib/staff-api.ts'
import { staffSession } from '#app/lib/staff-session.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminCommon as englishAdminCommon } from '#app/locales/en/admin/common.ts'
import { Link } from '../link.tsx'
import { adminNav, adminPaths } from './admin-nav.ts'

/**
 * The back office's frame: navigation on the left (a drawer behind the burger on phones), who is
 * signed in and sign-out on top, the page in the middle.
 */
export function AdminShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure()
  const adminCommon = useTexts(englishAdminCommon)
  const localePath = useLocalePath()
  // The nav's paths are the English ones: '/my/admin/orders' is compared as '/admin/orders'.
  const pathname = pathWithoutLanguage(useLocation().pathname)
  const entries = adminNav.filter((entry) => !entry.adminOnly || user.role === 'admin')
  const isCurrent = (path: string) =>
    path === adminPaths.dashboard ? pathname === path : pathname.startsWith(path)

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={adminCommon.openNavigation}
            />
            <Anchor component={Link} to={adminPaths.dashboard} fw={700} c="red.7" underline="never">
              {adminCommon.brand}
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" visibleFrom="sm">
              {user.displayName} · {adminCommon.roles[user.role]}
            </Text>
            <Button size="xs" variant="default" onClick={signOut}>
              {adminCommon.signOut}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={adminCommon.brand}>
        {entries.map((entry) => (
          <NavLink
            key={entry.path}
            component={Link}
            to={entry.path}
            label={adminCommon.nav[entry.label]}
            leftSection={<entry.icon size={18} aria-hidden />}
            active={isCurrent(entry.path)}
            onClick={close}
          />
        ))}
        <NavLink component="a" href={localePath('/')} label={adminCommon.viewShop} mt="auto" />
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  )
}

async function signOut() {
  // The token ends on the server; the tab forgets it whatever the answer.
  await staffRequest('/auth/logout', { method: 'POST' }).catch(() => undefined)
  staffSession.forget()
}
