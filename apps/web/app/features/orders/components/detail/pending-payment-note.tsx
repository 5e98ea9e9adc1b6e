import type { Order } from '@kyanma/shared'
import { Stack, Text } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { orders } from '#app/locales/en/orders.ts'
import { NoteBox } from '../shared/note-box.tsx'
import { PaymentActions } from './payment-actions.tsx'

/**
 * While a wallet payment is pending (started minutes ago, not yet confirmed): what is happening,
 * and the two ways on, pay again (the server asks the wallet first: never charged twice) or
 * choose another way to pay. `returned`: the gateway sent the shopper back to approve in the app.
 */
export function PendingPaymentNote(props: { order: Order; returned: boolean }) {
  const texts = useTexts(orders)
  const format = useFormat()
  const { order } = props
  if (!order.payment?.pending) return null
  const wallet = texts.payment[order.paymentInfo.paymentType]
  const pending = texts.detail.pending
  return (
    <NoteBox color="yellow" title={pending.title(wallet)}>
      <Stack gap="xs">
        {props.returned && (
          <Text size="sm" fw={600}>
            {pending.approveInApp(wallet)}
          </Text>
        )}
        <Text size="sm">{pending.started(wallet, format.time(order.payment.since))}</Text>
        <Text size="sm">{pending.help(wallet)}</Text>
        <PaymentActions order={order} payLabel="payAgain" />
      </Stack>
    </NoteBox>
  )
}
