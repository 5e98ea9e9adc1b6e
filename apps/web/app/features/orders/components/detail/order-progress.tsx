import type { Order, OrderStatus } from '@kyanma/shared'
import { IconCheck } from '@tabler/icons-react'
import { prescriptionHold } from '#app/features/orders/prescription-hold.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { orders } from '#app/locales/en/orders.ts'
import { prescriptionTexts } from '#app/locales/en/prescriptions.ts'
import classes from './order-progress.module.css'

const STEPS = ['WAITING_FOR_PAYMENT', 'PENDING', 'APPROVED', 'PAID', 'DELIVERED'] as const
const CHECK_STEP = STEPS.indexOf('PENDING')

/**
 * The five steps (spec section 2), driven by the order's status (issue 5): the steps before the
 * status are done, the status is the current one, and a delivered order has done them all.
 * While the pharmacist's check holds the order (decision 044), the second step is that check,
 * and the order goes no further than it, even when the money arrived first: nothing after it
 * happens before the pharmacist approves.
 */
export function activeStep(status: OrderStatus, held = false): number {
  // A refunded order was delivered first.
  if (status === 'DELIVERED' || status === 'REFUNDED') return STEPS.length
  const step = Math.max(0, STEPS.indexOf(status as (typeof STEPS)[number]))
  return held ? Math.min(step, CHECK_STEP) : step
}

/**
 * A plain ordered list rather than Mantine's Stepper, whose styles would join the stylesheet
 * every page links. On a phone only the current step's name shows under the five marks.
 */
export function OrderProgress(props: {
  status: OrderStatus
  prescription?: Order['prescription']
}) {
  const texts = useTexts(orders)
  const rx = useTexts(prescriptionTexts)
  const format = useFormat()
  const held =
    prescriptionHold({ status: props.status, prescription: props.prescription ?? null }) !== null
  const active = activeStep(props.status, held)
  return (
    <ol className={classes.steps} aria-label={texts.detail.steps.label}>
      {STEPS.map((step, index) => {
        const state = index < active ? 'done' : index === active ? 'current' : 'next'
        const label = held && index === CHECK_STEP ? rx.step : texts.detail.steps[step]
        return (
          <li
            key={step}
            className={classes.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={classes.mark} aria-hidden="true">
              {state === 'done' ? <IconCheck size={16} stroke={3} /> : format.number(index + 1)}
            </span>
            <span className={classes.label}>{label}</span>
          </li>
        )
      })}
    </ol>
  )
}
