import type { Quote } from '@kyanma/shared'
import { Divider, Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useFormat } from '#app/lib/use-format.ts'

type Amounts = Pick<Quote, 'subtotal' | 'deliveryFee' | 'discount' | 'pointsUsed' | 'total'>

interface MoneyLinesProps {
  amounts: Amounts
  /** Each line's name: checkout's summary and an order's page word the total differently. */
  labels: Record<keyof Amounts, string>
  /** Names the lines for tests: `quote-subtotal`, `order-total`… */
  testIdPrefix: 'quote' | 'order'
  /** Lines below the total (an order's points earned). */
  children?: ReactNode
}

/**
 * An order's money, line by line: subtotal, delivery fee, discount and points used, then the
 * total. The checkout's summary draws the quote with it, an order's page what was ordered.
 */
export function MoneyLines({ amounts, labels, testIdPrefix, children }: MoneyLinesProps) {
  const format = useFormat()
  const line = (key: keyof Amounts, value: string) => (
    <AmountLine label={labels[key]} value={value} testId={`${testIdPrefix}-${kebab(key)}`} />
  )
  return (
    <Stack gap={6}>
      {line('subtotal', format.mmk(amounts.subtotal))}
      {line('deliveryFee', format.mmk(amounts.deliveryFee))}
      {line('discount', `- ${format.mmk(amounts.discount)}`)}
      {line('pointsUsed', `- ${format.mmk(amounts.pointsUsed)}`)}
      <Divider my={4} />
      <AmountLine
        label={labels.total}
        value={format.mmk(amounts.total)}
        testId={`${testIdPrefix}-total`}
        strong
      />
      {children}
    </Stack>
  )
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

interface AmountLineProps {
  label: string
  value: string
  testId: string
  /** The total: larger, bold and in the shop's red. */
  strong?: boolean
}

/** One line of an order's money: its name on the left, the amount on the right. */
export function AmountLine({ label, value, testId, strong = false }: AmountLineProps) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : undefined}
        c={strong ? 'kyanmaRed.7' : undefined}
        data-testid={testId}
      >
        {value}
      </Text>
    </Group>
  )
}
