import type { AdminPrescriptionDecision } from '@kyanma/shared'
import { Stack } from '@mantine/core'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminPrescriptions } from '#app/locales/en/admin/prescriptions.ts'
import { useDecidePrescription } from '../api/decide-prescription.ts'
import { ApproveForm } from './approve-form.tsx'
import type { DecisionBusy } from './decision-card.tsx'
import { RefuseForm } from './refuse-form.tsx'

export interface PrescriptionDecider {
  decide: (decision: AdminPrescriptionDecision) => void
  busy: DecisionBusy
}

/**
 * Sends the pharmacist's decision; a success toasts and calls `onDone`, a refusal of the server
 * shows its message in a red toast (the app's mutations do). Called by the page, not by the
 * forms: a decision takes the forms off the page (the order no longer waits) before it has
 * finished, and a mutation whose component has gone calls no `onSuccess`.
 */
export function usePrescriptionDecider(orderId: number, onDone: () => void): PrescriptionDecider {
  const texts = useTexts(adminPrescriptions)
  const mutation = useDecidePrescription(orderId)
  return {
    busy: mutation.isPending ? (mutation.variables?.decision ?? false) : false,
    decide: (decision) =>
      mutation.mutate(decision, {
        onSuccess: () => {
          void notify.success(
            decision.decision === 'APPROVE' ? texts.approve.done : texts.refuse.done,
          )
          onDone()
        },
      }),
  }
}

/** The pharmacist's two answers to a prescription waiting for a check. */
export function PrescriptionDecision(props: {
  /** Some image was approved before (reused): the form says its validity stays. */
  reused: boolean
  decider: PrescriptionDecider
}) {
  const { decide, busy } = props.decider
  return (
    <Stack gap="sm">
      <ApproveForm
        reused={props.reused}
        busy={busy}
        onApprove={(validUntil) => decide({ decision: 'APPROVE', validUntil })}
      />
      <RefuseForm busy={busy} onRefuse={(reason) => decide({ decision: 'REFUSE', reason })} />
    </Stack>
  )
}
