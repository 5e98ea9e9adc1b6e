import { AdminPointAdjustmentSchema } from '@kyanma/shared'
import { Modal, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { FormActions } from '#app/components/admin/form-actions.tsx'
import { NumberField } from '#app/components/admin/number-field.tsx'
import { useSchemaValidate } from '#app/lib/form-validation.ts'
import { notify } from '#app/lib/notify.ts'
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
  const form = useForm<{ points: number | string; reason: string }>({
    initialValues: { points: '', reason: '' },
    validate: useSchemaValidate(AdminPointAdjustmentSchema),
  })
  const mutation = useAdjustPoints(props.customerId)
  const close = () => {
    form.reset()
    props.onClose()
  }
  const submit = form.onSubmit((values) => {
    mutation.mutate(AdminPointAdjustmentSchema.parse(values), {
      onSuccess: (result) => {
        void notify.success(result.message)
        close()
      },
    })
  })

  return (
    <Modal opened={props.opened} onClose={close} title={texts.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {texts.balance(format.number(props.balance))}
          </Text>
          <NumberField
            label={texts.points}
            description={texts.pointsHint}
            allowDecimal={false}
            required
            data-autofocus
            {...form.getInputProps('points')}
          />
          <Textarea
            label={texts.reason}
            description={texts.reasonHint}
            rows={3}
            maxLength={500}
            required
            {...form.getInputProps('reason')}
          />
          <FormActions onCancel={close} saving={mutation.isPending} submitLabel={texts.submit} />
        </Stack>
      </form>
    </Modal>
  )
}
