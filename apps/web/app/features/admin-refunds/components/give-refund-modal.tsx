import { AdminRefundActionSchema, type AdminRefundRow, type RefundMethod } from '@kyanma/shared'
import { Modal, SegmentedControl, Stack, Text } from '@mantine/core'
import { FormActions } from '#app/components/admin/form-actions.tsx'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { TextareaField, TextField } from '#app/components/form/text-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminRefunds } from '#app/locales/en/admin/refunds.ts'
import { useGiveRefund } from '../api/give-refund.ts'

interface Values {
  method: RefundMethod
  reference: string
  note: string
}

/**
 * Gives one refund back: through the gateway that took the money when it can refund (it then
 * keeps the gateway's own reference), otherwise by hand with the reference staff type. A refusal
 * shows the server's message in a red toast and keeps the modal open.
 */
export function GiveRefundModal(props: { refund: AdminRefundRow | null; onClose: () => void }) {
  const { refund } = props
  const texts = useTexts(adminRefunds)
  return (
    <Modal
      opened={refund !== null}
      onClose={props.onClose}
      title={refund ? texts.modalTitle(refund.order.voucherNo) : ''}
      centered
    >
      {refund && <RefundForm key={refund.id} refund={refund} onClose={props.onClose} />}
    </Modal>
  )
}

function RefundForm({ refund, onClose }: { refund: AdminRefundRow; onClose: () => void }) {
  const texts = useTexts(adminRefunds)
  const format = useFormat()
  const form = useSchemaForm<Values>({
    initialValues: {
      method: refund.gatewayCanRefund ? 'GATEWAY' : 'MANUAL',
      reference: '',
      note: '',
    },
    schema: AdminRefundActionSchema,
    validateOn: 'submit',
  })
  const mutation = useGiveRefund()
  const submit = form.onSubmit((values) => {
    const action = AdminRefundActionSchema.parse(
      values.method === 'GATEWAY' ? { method: 'GATEWAY', note: values.note } : values,
    )
    mutation.mutate(
      { id: refund.id, action },
      {
        onSuccess: () => {
          void notify.success(texts.done)
          onClose()
        },
      },
    )
  })
  const manual = form.values.method === 'MANUAL'
  return (
    <KitForm form={form} onSubmit={submit}>
      <Stack gap="md">
        <Stack gap={2}>
          <Text fw={700}>{format.ks(refund.amount)}</Text>
          <Text size="sm">
            {refund.customer.name} {refund.customer.phone && `· ${refund.customer.phone}`}
          </Text>
          <Text size="sm" c="dimmed">
            {texts.reasons[refund.reason]}
          </Text>
          <Text size="sm" c="dimmed">
            {refund.payment
              ? texts.paidWith(refund.payment.gateway, refund.payment.reference)
              : texts.notThroughGateway}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="refund-method">
            {texts.method}
          </Text>
          <SegmentedControl
            aria-labelledby="refund-method"
            data={(['GATEWAY', 'MANUAL'] as const).map((method) => ({
              value: method,
              label: texts.methods[method],
              disabled: method === 'GATEWAY' && !refund.gatewayCanRefund,
            }))}
            {...form.getInputProps('method')}
          />
        </Stack>
        {manual && (
          <TextField
            name="reference"
            label={texts.reference}
            description={texts.referenceHint}
            maxLength={100}
            required
            data-autofocus
          />
        )}
        <TextareaField name="note" label={texts.note} rows={2} maxLength={300} />
        <FormActions
          onCancel={onClose}
          saving={mutation.isPending}
          submitLabel={texts.confirm(format.ks(refund.amount))}
        />
      </Stack>
    </KitForm>
  )
}
