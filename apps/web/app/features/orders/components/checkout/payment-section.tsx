import { Stack } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { SectionCard } from '../../../../components/ui/section-card.tsx'
import { useTexts } from '../../../../lib/texts.ts'
import { orders } from '../../../../locales/en/orders.ts'
import type { CheckoutValues } from '../../checkout-form.ts'
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
