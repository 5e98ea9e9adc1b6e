import type { OrderStatus } from '@kyanma/shared'
import { Stepper, useMatches } from '@mantine/core'
import { orders as texts } from '../../../../locales/en/orders.ts'

const STEPS = ['WAITING_FOR_PAYMENT', 'PENDING', 'APPROVED', 'PAID', 'DELIVERED'] as const

/**
 * The five steps (spec section 2), driven by the order's status (issue 5): the steps before the
 * status are done, the status is the current one, and a delivered order has done them all.
 */
export function activeStep(status: OrderStatus): number {
  if (status === 'DELIVERED') return STEPS.length
  return Math.max(0, STEPS.indexOf(status as (typeof STEPS)[number]))
}

export function OrderProgress({ status }: { status: OrderStatus }) {
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' })
  return (
    <Stepper
      active={activeStep(status)}
      size="sm"
      orientation={orientation}
      allowNextStepsSelect={false}
      aria-label={texts.detail.steps.label}
    >
      {STEPS.map((step) => (
        <Stepper.Step key={step} label={texts.detail.steps[step]} />
      ))}
    </Stepper>
  )
}
