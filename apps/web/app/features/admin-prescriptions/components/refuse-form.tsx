import { AdminPrescriptionDecisionSchema, PRESCRIPTION_REASON_LENGTH } from '@kyanma/shared'
import { Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { QuickChoices } from '#app/components/admin/quick-choices.tsx'
import { useSchemaValidate } from '#app/lib/form-validation.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminPrescriptions } from '#app/locales/en/admin/prescriptions.ts'
import { type DecisionBusy, DecisionCard } from './decision-card.tsx'

/** The server's rule on the reason (3 to 300 characters, through text()), checked before sending. */
const ReasonSchema = AdminPrescriptionDecisionSchema.options[1].pick({ reason: true })

const QUICK_REASONS = ['unreadable', 'expired', 'notListed', 'noPatient'] as const

/**
 * Refuses the prescription with the reason the customer reads (bell and SMS). A common reason
 * is one click away and fills the box in the page's language; the pharmacist may still edit it.
 */
export function RefuseForm(props: { busy: DecisionBusy; onRefuse: (reason: string) => void }) {
  const texts = useTexts(adminPrescriptions).refuse
  const form = useForm({
    initialValues: { reason: '' },
    validate: useSchemaValidate(ReasonSchema),
  })
  return (
    <DecisionCard
      decision="REFUSE"
      title={texts.title}
      submitLabel={texts.submit}
      busy={props.busy}
      onSubmit={form.onSubmit((values) => props.onRefuse(values.reason.trim()))}
    >
      <QuickChoices
        label={texts.quickLabel}
        choices={QUICK_REASONS.map((reason) => ({
          value: texts.reasons[reason],
          label: texts.reasonNames[reason],
        }))}
        onChoose={(reason) => form.setFieldValue('reason', reason)}
      />
      <Textarea
        label={texts.reason}
        rows={3}
        maxLength={PRESCRIPTION_REASON_LENGTH.max}
        required
        {...form.getInputProps('reason')}
      />
    </DecisionCard>
  )
}
