import { Stack } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { SectionCard } from '#app/components/ui/section-card.tsx'
import type { CheckoutValues } from '#app/features/orders/checkout-form.ts'
import { useTexts } from '#app/lib/texts.ts'
import { orders } from '#app/locales/en/orders.ts'
import { PaymentFields } from './payment-fields.tsx'

/** The checkout's Payment card (spec section 2): the payment phone and the method. */
export function PaymentSection({ form }: { form: UseFormReturnType<CheckoutValues> }) {
  const texts = useTexts(orders)
  const { payment, wallet } = form.values
  return (
    <SectionCard title={texts.payment.title}>
      <Stack gap="md">
        <PaymentFields
          pickup={form.values.receiveType === 'PICK_UP'}
          value={{ payment, wallet }}
          onChange={(change) => form.setValues(change)}
        />
      </Stack>
    </SectionCard>
  )
}
