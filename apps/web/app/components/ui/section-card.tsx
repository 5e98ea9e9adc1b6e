import { Box, Group, Paper, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A titled block of a page, with an optional action beside the title (the Profile tab's personal
 * information, saved addresses and password).
 */
export function SectionCard(props: {
  title: string
  intro?: string
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="md">
        <div>
          <Title order={2} size="h4">
            {props.title}
          </Title>
          {props.intro && (
            <Text size="sm" c="dimmed" mt={2}>
              {props.intro}
            </Text>
          )}
        </div>
        {props.action && <Box style={{ flexShrink: 0 }}>{props.action}</Box>}
      </Group>
      {props.children}
    </Paper>
  )
}
