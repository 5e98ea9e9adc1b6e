import { Group, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A back-office page: its title with the page's buttons beside it, then the content. */
export function AdminPage(props: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1} size="h2">
          {props.title}
        </Title>
        {props.actions && <Group gap="sm">{props.actions}</Group>}
      </Group>
      {props.children}
    </Stack>
  )
}
