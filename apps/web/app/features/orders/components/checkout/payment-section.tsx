import { Group, Radio, Stack, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { SectionCard } from '../../../../components/ui/section-card.tsx'
import { orders as texts } from '../../../../locales/en/orders.ts'
import { type CheckoutValues, type PaymentChoice, WALLETS } from '../../checkout-form.ts'

const AFTER_CASH: readonly PaymentChoice[] = [
  'WALLET',
  'MPU_PAY',
  'MOBILE_BANKING',
  'BANK_TRANSFER',
]

/**
 * Payment (spec section 2): a phone number and the radio list. A pickup is paid at the store
 * instead of on delivery; the four wallets are picked under Wallet.
 */
export function PaymentSection({ form }: { form: UseFormReturnType<CheckoutValues> }) {
  const pickup = form.values.receiveType === 'PICK_UP'
  const cash: PaymentChoice = pickup ? 'PAY_AT_STORE' : 'CASH_ON_DELIVERY'
  // The cash choice follows Delivery / Pick Up without the customer choosing again.
  const chosen =
    form.values.payment === 'CASH_ON_DELIVERY' || form.values.payment === 'PAY_AT_STORE'
      ? cash
      : form.values.payment
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
        <Radio.Group
          label={texts.payment.method}
          value={chosen}
          onChange={(value) => form.setFieldValue('payment', value as PaymentChoice)}
        >
          <Stack gap="sm" mt={6}>
            {[cash, ...AFTER_CASH].map((choice) => (
              <div key={choice}>
                <Radio value={choice} label={texts.payment[choice]} />
                {choice === 'WALLET' && chosen === 'WALLET' && (
                  <Radio.Group
                    aria-label={texts.payment.wallet}
                    mt="xs"
                    ml="xl"
                    {...form.getInputProps('wallet')}
                  >
                    <Group gap="sm">
                      {WALLETS.map((wallet) => (
                        <Radio.Card
                          key={wallet}
                          value={wallet}
                          radius="md"
                          p="xs"
                          w="auto"
                          aria-label={texts.payment[wallet]}
                        >
                          <Group gap={6} wrap="nowrap">
                            <Radio.Indicator size="xs" />
                            <span>{texts.payment[wallet]}</span>
                          </Group>
                        </Radio.Card>
                      ))}
                    </Group>
                  </Radio.Group>
                )}
              </div>
            ))}
          </Stack>
        </Radio.Group>
      </Stack>
    </SectionCard>
  )
}
