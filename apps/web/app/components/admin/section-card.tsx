import { Card, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A titled card of a back-office page (an order's receipts, a prescription's medicines). */
export function SectionCard(props: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h5" mb="xs">
        {props.title}
      </Title>
      {props.children}
    </Card>
  )
}
