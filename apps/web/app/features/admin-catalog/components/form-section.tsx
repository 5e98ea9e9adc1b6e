import { Paper, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** One titled part of a long back-office form. */
export function FormSection(props: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        {props.children}
      </Stack>
    </Paper>
  )
}
