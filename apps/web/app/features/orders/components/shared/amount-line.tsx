import { Group, Text } from '@mantine/core'

/**
 * One line of an order's money: its name on the left, the amount on the right. The checkout's
 * summary and an order's totals draw their lines with it; `strong` is the total, larger and in
 * the shop's red. A function, not a component, so that each list of lines stays a line a row.
 */
export function amountLine(label: string, value: string, testId: string, strong = false) {
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
