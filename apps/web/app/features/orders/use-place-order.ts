import { ERROR_CODES, type Order, type OrderCreateInput } from '@kyanma/shared'
import { useEffect, useRef, useState } from 'react'
import { ApiError, isConnectionFailure } from '#app/lib/api-client.ts'
import { notify } from '#app/lib/notify.ts'
import { pauseBeforeRetry, RETRY_DELAYS_MS, retryDelay } from '#app/lib/retry.ts'
import { useTexts } from '#app/lib/texts.ts'
import { orders } from '#app/locales/en/orders.ts'
import { useCreateOrder } from './api/create-order.ts'
import { type Attempt, failureEndsAttempt, newAttemptKey, nextAttempt } from './attempt-key.ts'
import { forgetStoredAttempt, readStoredAttempt, storeAttempt } from './stored-attempt.ts'

/**
 * Placing the order once: one Idempotency-Key per attempt (the same one when an unanswered
 * attempt is sent again, even after a reload: the attempt is stored beside the cart until it is
 * answered), no second request while one is on its way, and after a placed order either the
 * payment page or the success dialog. An attempt that got no answer (offline, a cut, a timeout)
 * is kept and sent again by itself (decision 045): when the browser is online again, after a
 * short pause, and every half minute while the page stays open; a tap sends it at once.
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
  // The page's own copy, for browsers whose storage is blocked, and the one sent again.
  const attempt = useRef<Attempt | null>(null)
  const sending = useRef(false)
  // One checkout places one order: a click that lands after it was placed sends nothing.
  const done = useRef(false)
  const [placed, setPlaced] = useState<Order | null>(null)
  const [placedOpen, setPlacedOpen] = useState(false)
  const [leaving, setLeaving] = useState(false)
  // Connection failures in a row of the kept attempt; above 0 the shopper is told it is kept.
  const [noAnswers, setNoAnswers] = useState(0)

  const send = (current: Attempt) => {
    if (sending.current || done.current) return
    sending.current = true
    const answered = () => {
      attempt.current = null
      forgetStoredAttempt(current)
      setNoAnswers(0)
    }
    create.mutate(
      { order: JSON.parse(current.body) as OrderCreateInput, idempotencyKey: current.key },
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
          if (isConnectionFailure(error)) setNoAnswers((count) => count + 1)
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

  const place = (order: OrderCreateInput) => {
    if (sending.current || done.current) return
    const previous = readStoredAttempt() ?? attempt.current
    const current = nextAttempt(previous, JSON.stringify(order), Date.now(), newAttemptKey)
    attempt.current = current
    storeAttempt(current)
    send(current)
  }

  // The kept attempt goes again by itself: at once when the browser is online again, else after
  // a pause that grows to half a minute and stays there while the page is open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-armed by each failure; `send` is this render's and the attempt it sends is read from the ref when the pause ends
  useEffect(() => {
    if (noAnswers === 0) return
    const stop = new AbortController()
    const pause = retryDelay(Math.min(noAnswers, RETRY_DELAYS_MS.length))
    pauseBeforeRetry(pause, stop.signal).then(
      () => attempt.current && send(attempt.current),
      () => {},
    )
    return () => stop.abort()
  }, [noAnswers])

  return {
    place,
    pending: create.isPending || leaving,
    /** The order got no answer: it is kept and will be sent when the connection returns. */
    kept: noAnswers > 0,
    /** The order placed, which the page then shows in place of the emptied cart. */
    placed,
    placedOpen,
    closePlaced: () => setPlacedOpen(false),
  }
}
