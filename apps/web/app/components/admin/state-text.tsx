import { Text } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A row's state in a table cell (a message handled or not, a staff account active or disabled):
 * coloured bold text in one piece. Text rather than a badge: a badge's label is cut to '…' when
 * the column is narrow.
 */
export function StateText(props: { color: string; children: ReactNode }) {
  return (
    <Text span size="sm" fw={600} c={props.color} style={{ whiteSpace: 'nowrap' }}>
      {props.children}
    </Text>
  )
}
