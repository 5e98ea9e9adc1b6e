import type { OrderStatus } from '@kyanma/shared'
import { IconCheck } from '@tabler/icons-react'
import { useTexts } from '../../../../lib/texts.ts'
import { useFormat } from '../../../../lib/use-format.ts'
import { orders } from '../../../../locales/en/orders.ts'
import classes from './order-progress.module.css'

const STEPS = ['WAITING_FOR_PAYMENT', 'PENDING', 'APPROVED', 'PAID', 'DELIVERED'] as const

/**
 * The five steps (spec section 2), driven by the order's status (issue 5): the steps before the
 * status are done, the status is the current one, and a delivered order has done them all.
 */
export function activeStep(status: OrderStatus): number {
  // A refunded order was delivered first.
  if (status === 'DELIVERED' || status === 'REFUNDED') return STEPS.length
  return Math.max(0, STEPS.indexOf(status as (typeof STEPS)[number]))
}

/**
 * A plain ordered list rather than Mantine's Stepper, whose styles would join the stylesheet
 * every page links. On a phone only the current step's name shows under the five marks.
 */
export function OrderProgress({ status }: { status: OrderStatus }) {
  const texts = useTexts(orders)
  const format = useFormat()
  const active = activeStep(status)
  return (
    <ol className={classes.steps} aria-label={texts.detail.steps.label}>
      {STEPS.map((step, index) => {
        const state = index < active ? 'done' : index === active ? 'current' : 'next'
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
            <span className={classes.label}>{texts.detail.steps[step]}</span>
          </li>
        )
      })}
    </ol>
  )
}
