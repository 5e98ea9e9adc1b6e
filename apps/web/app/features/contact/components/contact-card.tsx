import { Paper, ThemeIcon, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** One way to reach the shop: an icon, a title and the details. */
export function ContactCard(props: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <ThemeIcon variant="light" size={44} radius="xl" mb="sm">
        {props.icon}
      </ThemeIcon>
      <Title order={2} size="h5" mb={6}>
        {props.title}
      </Title>
      {props.children}
    </Paper>
  )
}
