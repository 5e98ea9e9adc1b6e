import { BANK_ACCOUNTS } from '@kyanma/shared'
import { Paper, SimpleGrid, Text } from '@mantine/core'
import { SectionCard } from '#app/components/ui/section-card.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { orders } from '#app/locales/en/orders.ts'

/**
 * The six accounts a bank-transfer or mobile-banking order is paid to (spec section 2). Once a
 * receipt is in, the hint stops asking for one.
 */
export function BankAccounts({ receiptSent }: { receiptSent: boolean }) {
  const texts = useTexts(orders)
  const hint = receiptSent ? texts.detail.bankAccountsReceiptSent : texts.detail.bankAccountsHint
  return (
    <SectionCard title={texts.detail.bankAccounts} intro={hint}>
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        spacing="xs"
        verticalSpacing="xs"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={texts.detail.bankAccounts}
      >
        {BANK_ACCOUNTS.map((account) => (
          <Paper key={account.bank} component="li" withBorder p="xs" radius="sm">
            <Text fw={700} size="sm">
              {account.bank}
            </Text>
            <Text size="xs" c="dimmed">
              {texts.detail.accountName}: {account.accountName}
            </Text>
            <Text size="sm" ff="monospace">
              {account.accountNumber}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </SectionCard>
  )
}
