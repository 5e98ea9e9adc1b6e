import { Box, Stack, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { SectionCard } from '../../../../components/ui/section-card.tsx'
import { useTexts } from '../../../../lib/texts.ts'
import { orders } from '../../../../locales/en/orders.ts'
import { type CheckoutValues, type PaymentChoice, WALLETS } from '../../checkout-form.ts'
import { ChoiceRadios } from './choice-radios.tsx'

const AFTER_CASH: readonly PaymentChoice[] = [
  'WALLET',
  'MPU_PAY',
  'MMQR',
  'MOBILE_BANKING',
  'BANK_TRANSFER',
]

/**
 * Payment (spec section 2): a phone number and the radio list. A pickup is paid at the store
 * instead of on delivery; the wallets are picked under Wallet, and MMQR says that any banking app
 * pays it.
 */
export function PaymentSection({ form }: { form: UseFormReturnType<CheckoutValues> }) {
  const texts = useTexts(orders)
  const walletChoices = WALLETS.map((wallet) => ({ value: wallet, label: texts.payment[wallet] }))
  const pickup = form.values.receiveType === 'PICK_UP'
  const cash: PaymentChoice = pickup ? 'PAY_AT_STORE' : 'CASH_ON_DELIVERY'
  // The cash choice follows Delivery / Pick Up without the customer choosing again.
  const chosen =
    form.values.payment === 'CASH_ON_DELIVERY' || form.values.payment === 'PAY_AT_STORE'
      ? cash
      : form.values.payment
  const choices = [cash, ...AFTER_CASH].map((choice) => ({
    value: choice,
    label: texts.payment[choice],
    hint: choice === 'MMQR' ? texts.payment.mmqrHint : undefined,
  }))
  return (
    <SectionCard title={texts.payment.title}>
      <Stack gap="md">
        <TextInput
          label={texts.payment.phone}
          placeholder={texts.placeholders.phoneNo}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...form.getInputProps('paymentPhone')}
        />
        <ChoiceRadios
          name="payment"
          label={texts.payment.method}
          choices={choices}
          value={chosen}
          onChange={(value) => form.setFieldValue('payment', value)}
          under={(value) =>
            value === 'WALLET' && (
              <Box mt="xs" ml={28}>
                <ChoiceRadios
                  name="wallet"
                  label={texts.payment.wallet}
                  choices={walletChoices}
                  value={form.values.wallet}
                  onChange={(wallet) => form.setFieldValue('wallet', wallet)}
                  cards
                />
              </Box>
            )
          }
        />
      </Stack>
    </SectionCard>
  )
}
