import {
  addDays,
  CalendarDateSchema,
  defaultPrescriptionValidity,
  messages,
  myanmarDate,
  prescriptionValidityRange,
} from '@kyanma/shared'
import { Text } from '@mantine/core'
import { useMemo } from 'react'
import { z } from 'zod'
import { QuickChoices } from '#app/components/admin/quick-choices.tsx'
import { TextField } from '#app/components/form/text-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminPrescriptions } from '#app/locales/en/admin/prescriptions.ts'
import { type DecisionBusy, DecisionCard } from './decision-card.tsx'

/** Quick validities in days from today; the last is the longest the server allows (a year). */
const PERIODS = ['7', '30', '90', '180', '365'] as const

/** The server's rule on the date, checked before sending: a real day, today to a year on. */
function validitySchema(range: { from: string; to: string }) {
  const message = messages.prescriptionValidityRange
    .replace('{from}', range.from)
    .replace('{to}', range.to)
  return z.object({
    validUntil: CalendarDateSchema.refine(
      (value) => value >= range.from && value <= range.to,
      message,
    ),
  })
}

/**
 * Approves the prescription until a date (a plain date input: the back office has no date
 * picker package): proposed PRESCRIPTION_DEFAULT_VALID_DAYS on, with quick choices.
 */
export function ApproveForm(props: {
  /** Some image was approved before: the new date does not change that image's own. */
  reused: boolean
  busy: DecisionBusy
  onApprove: (validUntil: string) => void
}) {
  const texts = useTexts(adminPrescriptions).approve
  // Today in Myanmar, as the server counts it, whatever the browser's own time zone.
  const today = myanmarDate(new Date())
  const range = prescriptionValidityRange(today)
  const schema = useMemo(() => validitySchema(prescriptionValidityRange(today)), [today])
  const form = useSchemaForm({
    initialValues: { validUntil: defaultPrescriptionValidity(today) },
    schema,
    validateOn: 'submit',
  })
  const periodEnd = (days: string) => (days === '365' ? range.to : addDays(today, Number(days)))
  return (
    <DecisionCard
      decision="APPROVE"
      texts={texts}
      busy={props.busy}
      form={form}
      onValid={(values) => props.onApprove(values.validUntil)}
    >
      <QuickChoices
        label={texts.quickLabel}
        choices={PERIODS.map((days) => ({ value: periodEnd(days), label: texts.periods[days] }))}
        chosen={form.values.validUntil}
        onChoose={(date) => form.setFieldValue('validUntil', date)}
      />
      <TextField
        name="validUntil"
        type="date"
        label={texts.validUntil}
        description={texts.validHint}
        min={range.from}
        max={range.to}
        required
      />
      {props.reused && (
        <Text size="xs" c="dimmed">
          {texts.reusedHint}
        </Text>
      )}
    </DecisionCard>
  )
}
