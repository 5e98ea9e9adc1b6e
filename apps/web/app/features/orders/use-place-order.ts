import { ERROR_CODES, type Order, type OrderCreateInput } from '@kyanma/shared'
import { useRef, useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { notify } from '../../lib/notify.ts'
import { useTexts } from '../../lib/texts.ts'
import { orders } from '../../locales/en/orders.ts'
import { useCreateOrder } from './api/create-order.ts'
import { type Attempt, failureEndsAttempt, newAttemptKey, nextAttempt } from './attempt-key.ts'
import { forgetStoredAttempt, readStoredAttempt, storeAttempt } from './stored-attempt.ts'

/**
 * Placing the order once: one Idempotency-Key per attempt (the same one when an unanswered
 * attempt is sent again, even after a reload: the attempt is stored beside the cart until it is
 * answered), no second request while one is on its way, and after a placed order either the
 * payment page or the success dialog.
 */
export function usePlaceOrder(options: {
  onPlaced: () => void
  /** The server's prices differ from the cart's: fetch them again so the new total shows. */
  onTotalChanged: () => void
  /** The server refused the order (a 4xx with its code), after the usual red toast. */
  onRefused?: (error: ApiError) => void
}) {
  const texts = useTexts(orders)
  const create = useCreateOrder()
  // The page's own copy, for browsers whose storage is blocked.
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
    const previous = readStoredAttempt() ?? attempt.current
    const current = nextAttempt(previous, JSON.stringify(order), Date.now(), newAttemptKey)
    attempt.current = current
    storeAttempt(current)
    const answered = () => {
      attempt.current = null
      forgetStoredAttempt(current)
    }
    create.mutate(
      { order, idempotencyKey: current.key },
      {
        onSuccess: (answer) => {
          answered()
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
          if (failureEndsAttempt(error)) answered()
          if (!(error instanceof ApiError)) return
          if (error.code === ERROR_CODES.orderTotalChanged) options.onTotalChanged()
          options.onRefused?.(error)
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
