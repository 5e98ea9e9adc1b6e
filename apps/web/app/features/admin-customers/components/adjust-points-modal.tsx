import { AdminPointAdjustmentSchema } from '@kyanma/shared'
import { Modal, Stack, Text } from '@mantine/core'
import { FormActions } from '#app/components/admin/form-actions.tsx'
import { NumberFormField } from '#app/components/admin/number-form-field.tsx'
import { savedThen } from '#app/components/admin/saved-then.ts'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { TextareaField } from '#app/components/form/text-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminCustomers } from '#app/locales/en/admin/customers.ts'
import { useAdjustPoints } from '../api/adjust-points.ts'

/**
 * Adds (positive) or takes (negative) points with a reason. The server checks the same rules
 * (never below 0 among them); a refusal shows its message in a red toast and keeps the modal open.
 */
export function AdjustPointsModal(props: {
  customerId: number
  balance: number
  opened: boolean
  onClose: () => void
}) {
  const texts = useTexts(adminCustomers).adjust
  const format = useFormat()
  const form = useSchemaForm<{ points: number | string; reason: string }>({
    initialValues: { points: '', reason: '' },
    schema: AdminPointAdjustmentSchema,
    validateOn: 'submit',
  })
  const mutation = useAdjustPoints(props.customerId)
  const close = () => {
    form.reset()
    props.onClose()
  }
  const submit = form.onSubmit((values) =>
    mutation.mutate(
      AdminPointAdjustmentSchema.parse(values),
      savedThen((result) => result.message, close),
    ),
  )

  return (
    <Modal opened={props.opened} onClose={close} title={texts.title} centered>
      <KitForm form={form} onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {texts.balance(format.number(props.balance))}
          </Text>
          <NumberFormField
            name="points"
            label={texts.points}
            description={texts.pointsHint}
            allowDecimal={false}
            required
            data-autofocus
          />
          <TextareaField
            name="reason"
            label={texts.reason}
            description={texts.reasonHint}
            rows={3}
            maxLength={500}
            required
          />
          <FormActions onCancel={close} saving={mutation.isPending} submitLabel={texts.submit} />
        </Stack>
      </KitForm>
    </Modal>
  )
}
