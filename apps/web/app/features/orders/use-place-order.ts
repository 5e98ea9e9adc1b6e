import { messages, type Order, type OrderCreateInput } from '@kyanma/shared'
import { useRef, useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { notify } from '../../lib/notify.ts'
import { orders as texts } from '../../locales/en/orders.ts'
import { useCreateOrder } from './api/create-order.ts'
import { type Attempt, newAttemptKey, nextAttempt } from './attempt-key.ts'

/**
 * Placing the order once: one Idempotency-Key per attempt (the same one when an unanswered
 * attempt is sent again), no second request while one is on its way, and after a placed order
 * either the payment page or the success dialog.
 */
export function usePlaceOrder(options: {
  onPlaced: () => void
  /** The server's prices differ from the cart's: fetch them again so the new total shows. */
  onTotalChanged: () => void
}) {
  const create = useCreateOrder()
  const attempt = useRef<Attempt | null>(null)
  const sending = useRef(false)
  // One checkout places one order: a click that lands after it was placed sends nothing.
  const done = useRef(false)
  const [placed, setPlaced] = useState<Order | null>(null)
  const [placedOpen, setPlacedOpen] = useState(false)
  const [leaving, setLeaving] = useState(false)

  const place = (order: OrderCreateInput) => {
    if (sending.current || done.current) return
    sending.current = true
    const current = nextAttempt(attempt.current, JSON.stringify(order), newAttemptKey)
    attempt.current = current
    create.mutate(
      { order, idempotencyKey: current.key },
      {
        onSuccess: (answer) => {
          current.answered = true
          done.current = true
          options.onPlaced()
          const paymentPage = answer.paymentResponse?.value
          if (paymentPage) {
            setLeaving(true)
            window.location.assign(paymentPage)
            return
          }
          void notify.success(texts.placed.created)
          setPlaced(answer)
          setPlacedOpen(true)
        },
        onError: (error) => {
          // A server answer ends the attempt; a lost one may be retried with the same key.
          if (error instanceof ApiError) current.answered = true
          if (error instanceof ApiError && error.message === messages.orderTotalChanged)
            options.onTotalChanged()
        },
        onSettled: () => {
          sending.current = false
        },
      },
    )
  }

  return {
    place,
    pending: create.isPending || leaving,
    /** The order placed, which the page then shows in place of the emptied cart. */
    placed,
    placedOpen,
    closePlaced: () => setPlacedOpen(false),
  }
}
