import type { Order } from '@kyanma/shared'
import { Button, Group } from '@mantine/core'
import { useState } from 'react'
import { usePayNow } from '#app/features/orders/use-pay-now.ts'
import { useTexts } from '#app/lib/texts.ts'
import { orders } from '#app/locales/en/orders.ts'
import { ChangePaymentDialog } from './change-payment-dialog.tsx'

/**
 * What a shopper can do about an order still waiting for payment: pay a gateway order (now, or
 * again while a payment is pending) and choose another way to pay (decision 043).
 */
export function PaymentActions(props: { order: Order; payLabel: 'payNow' | 'payAgain' }) {
  const texts = useTexts(orders)
  const { order } = props
  const payNow = usePayNow()
  const [changing, setChanging] = useState(false)
  if (order.status !== 'WAITING_FOR_PAYMENT') return null
  return (
    <Group gap="sm" wrap="wrap">
      {order.paymentResponse && (
        <Button variant="light" loading={payNow.pending} onClick={() => payNow.start(order.id)}>
          {texts.detail[props.payLabel]}
        </Button>
      )}
      <Button variant="subtle" onClick={() => setChanging(true)} disabled={payNow.pending}>
        {texts.detail.changeMethod}
      </Button>
      {/* Mounted while open, so it starts from the order's payment as it is now. */}
      {changing && (
        <ChangePaymentDialog
          order={order}
          opened
          onClose={() => setChanging(false)}
          onPay={payNow.start}
        />
      )}
    </Group>
  )
}
