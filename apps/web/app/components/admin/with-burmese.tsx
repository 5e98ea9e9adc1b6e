import { Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A table cell's English text with its Burmese version under it, when one is written, so staff
 * see at a glance which entries still lack a translation.
 */
export function WithBurmese(props: { children: ReactNode; burmese: string | null }) {
  if (!props.burmese) return <>{props.children}</>
  return (
    <Stack gap={0}>
      <span>{props.children}</span>
      <Text span size="xs" c="dimmed" lang="my">
        {props.burmese}
      </Text>
    </Stack>
  )
}
