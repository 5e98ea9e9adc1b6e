import { AdminPrescriptionDecisionSchema, PRESCRIPTION_REASON_LENGTH } from '@kyanma/shared'
import { QuickChoices } from '#app/components/admin/quick-choices.tsx'
import { TextareaField } from '#app/components/form/text-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
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
  const form = useSchemaForm({
    initialValues: { reason: '' },
    schema: ReasonSchema,
    validateOn: 'submit',
  })
  return (
    <DecisionCard
      decision="REFUSE"
      texts={texts}
      busy={props.busy}
      form={form}
      onValid={(values) => props.onRefuse(values.reason.trim())}
    >
      <QuickChoices
        label={texts.quickLabel}
        choices={QUICK_REASONS.map((reason) => ({
          value: texts.reasons[reason],
          label: texts.reasonNames[reason],
        }))}
        onChoose={(reason) => form.setFieldValue('reason', reason)}
      />
      <TextareaField
        name="reason"
        label={texts.reason}
        rows={3}
        maxLength={PRESCRIPTION_REASON_LENGTH.max}
        required
      />
    </DecisionCard>
  )
}
