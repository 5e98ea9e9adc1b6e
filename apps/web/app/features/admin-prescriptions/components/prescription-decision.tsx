import type { AdminOrderDetail } from '@kyanma/shared'
import { Stack } from '@mantine/core'
import { notify } from '../../../lib/notify.ts'
import { useTexts } from '../../../lib/texts.ts'
import { adminPrescriptions } from '../../../locales/en/admin/prescriptions.ts'
import { useDecidePrescription } from '../api/decide-prescription.ts'
import { ApproveForm } from './approve-form.tsx'
import type { DecisionBusy } from './decision-card.tsx'
import { RefuseForm } from './refuse-form.tsx'

/**
 * The pharmacist's two answers to a prescription waiting for a check. A success toasts and calls
 * `onDone`; a refusal of the server shows its message in a red toast (the app's mutations do).
 */
export function PrescriptionDecision(props: { order: AdminOrderDetail; onDone: () => void }) {
  const texts = useTexts(adminPrescriptions)
  const mutation = useDecidePrescription(props.order.id)
  const busy: DecisionBusy = mutation.isPending ? (mutation.variables?.decision ?? false) : false
  const done = (message: string) => () => {
    void notify.success(message)
    props.onDone()
  }
  const reused = props.order.prescription?.files.some((file) => file.previouslyApproved) ?? false
  return (
    <Stack gap="sm">
      <ApproveForm
        reused={reused}
        busy={busy}
        onApprove={(validUntil) =>
          mutation.mutate(
            { decision: 'APPROVE', validUntil },
            { onSuccess: done(texts.approve.done) },
          )
        }
      />
      <RefuseForm
        busy={busy}
        onRefuse={(reason) =>
          mutation.mutate({ decision: 'REFUSE', reason }, { onSuccess: done(texts.refuse.done) })
        }
      />
    </Stack>
  )
}
