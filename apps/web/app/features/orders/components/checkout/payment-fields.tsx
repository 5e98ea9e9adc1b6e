import { Box } from '@mantine/core'
import { PhoneField } from '#app/components/form/contact-fields.tsx'
import { type PaymentChoice, WALLETS, type Wallet } from '#app/features/orders/checkout-form.ts'
import { useTexts } from '#app/lib/texts.ts'
import { orders } from '#app/locales/en/orders.ts'
import { ChoiceRadios } from './choice-radios.tsx'

const AFTER_CASH: readonly PaymentChoice[] = [
  'WALLET',
  'MPU_PAY',
  'MMQR',
  'MOBILE_BANKING',
  'BANK_TRANSFER',
]

export interface PaymentPick {
  payment: PaymentChoice
  wallet: Wallet
}

/**
 * The payment phone and the radio list (spec section 2), shared by the checkout and the order
 * page's "Choose another way to pay". A pickup is paid at the store instead of on delivery; the
 * wallets are picked under Wallet, and MMQR says that any banking app pays it. The phone is the
 * surrounding kit form's `paymentPhone`.
 */
export function PaymentFields(props: {
  pickup: boolean
  value: PaymentPick
  onChange: (change: Partial<PaymentPick>) => void
}) {
  const texts = useTexts(orders)
  const walletChoices = WALLETS.map((wallet) => ({ value: wallet, label: texts.payment[wallet] }))
  const cash: PaymentChoice = props.pickup ? 'PAY_AT_STORE' : 'CASH_ON_DELIVERY'
  // The cash choice follows Delivery / Pick Up without the customer choosing again.
  const chosen =
    props.value.payment === 'CASH_ON_DELIVERY' || props.value.payment === 'PAY_AT_STORE'
      ? cash
      : props.value.payment
  const choices = [cash, ...AFTER_CASH].map((choice) => ({
    value: choice,
    label: texts.payment[choice],
    hint: choice === 'MMQR' ? texts.payment.mmqrHint : undefined,
  }))
  return (
    <>
      <PhoneField
        name="paymentPhone"
        label={texts.payment.phone}
        placeholder={texts.placeholders.phoneNo}
      />
      <ChoiceRadios
        name="payment"
        label={texts.payment.method}
        choices={choices}
        value={chosen}
        onChange={(payment) => props.onChange({ payment })}
        under={(value) =>
          value === 'WALLET' && (
            <Box mt="xs" ml={28}>
              <ChoiceRadios
                name="wallet"
                label={texts.payment.wallet}
                choices={walletChoices}
                value={props.value.wallet}
                onChange={(wallet) => props.onChange({ wallet })}
                cards
              />
            </Box>
          )
        }
      />
    </>
  )
}
