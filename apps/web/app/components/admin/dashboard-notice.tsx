import { Alert, Anchor, Group, Text } from '@mantine/core'
import type { ComponentType } from 'react'
import { Link } from '../link.tsx'

/**
 * A call for attention on the dashboard: what waits, and a link to the list that shows it.
 * Each area decides when to show its own (none waiting, no notice).
 */
export function DashboardNotice(props: {
  color: string
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
  text: string
  to: string
  linkText: string
}) {
  const Icon = props.icon
  return (
    <Alert color={props.color} variant="light" icon={<Icon size={18} aria-hidden />}>
      <Group gap="sm" justify="space-between">
        <Text size="sm">{props.text}</Text>
        <Anchor component={Link} to={props.to} size="sm">
          {props.linkText}
        </Anchor>
      </Group>
    </Alert>
  )
}
