import { Anchor, Group, Text, Title } from '@mantine/core'
import { type ReactNode, useId } from 'react'
import { Link } from '#app/components/link.tsx'

/** One titled group of search results with its count and 'View All' link. */
export function ResultGroup(props: {
  title: string
  total: string
  viewAllLabel: string
  viewAllHref: string
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} data-result-group={props.title}>
      <Group justify="space-between" align="baseline" mb="sm" wrap="nowrap">
        <Group gap="xs" align="baseline" wrap="nowrap">
          <Title order={2} size="h3" id={titleId}>
            {props.title}
          </Title>
          <Text size="sm" c="dimmed">
            {props.total}
          </Text>
        </Group>
        <Anchor
          component={Link}
          to={props.viewAllHref}
          fw={600}
          style={{ whiteSpace: 'nowrap' }}
          aria-describedby={titleId}
        >
          {props.viewAllLabel}
        </Anchor>
      </Group>
      {props.children}
    </section>
  )
}
