import { Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** The card's title and a line saying what the screen is for. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children && (
        <Text c="dimmed" size="sm">
          {children}
        </Text>
      )}
    </Stack>
  )
}
