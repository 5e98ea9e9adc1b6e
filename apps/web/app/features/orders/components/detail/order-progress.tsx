import type { OrderStatus } from '@kyanma/shared'
import { Stack, Stepper, Text } from '@mantine/core'
import { orders as texts } from '../../../../locales/en/orders.ts'
import classes from './order-progress.module.css'

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
  const active = activeStep(status)
  const current = STEPS[Math.min(active, STEPS.length - 1)] ?? 'DELIVERED'
  return (
    <Stack gap={6}>
      <Stepper
        active={active}
        size="sm"
        allowNextStepsSelect={false}
        aria-label={texts.detail.steps.label}
        classNames={{ stepBody: classes.stepBody, separator: classes.separator }}
      >
        {STEPS.map((step) => (
          <Stepper.Step key={step} label={texts.detail.steps[step]} />
        ))}
      </Stepper>
      <Text hiddenFrom="sm" size="sm" fw={600} ta="center" data-testid="current-step">
        {texts.detail.steps[current]}
      </Text>
    </Stack>
  )
}
