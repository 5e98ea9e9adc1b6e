import { useState } from 'react'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { orders } from '#app/locales/en/orders.ts'
import { usePayOrder } from './api/pay-order.ts'

/**
 * The order page's one way to pay a gateway order (Pay now, Pay again, and after choosing a
 * wallet): the server asks the gateway first, then either the order turns out paid (it is
 * fetched again and the toast says so) or the browser goes to the gateway's page. A failure
 * shows the server's message in the usual red toast.
 */
export function usePayNow() {
  const texts = useTexts(orders)
  const pay = usePayOrder()
  const [leaving, setLeaving] = useState(false)
  const start = (orderId: number) => {
    if (pay.isPending || leaving) return
    pay.mutate(orderId, {
      onSuccess: (answer) => {
        if (answer.status === 'PAID') {
          void notify.success(texts.detail.paymentReturn.approved)
          return
        }
        setLeaving(true)
        window.location.assign(answer.value)
      },
    })
  }
  return { start, pending: pay.isPending || leaving }
}
