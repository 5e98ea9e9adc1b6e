import { AdminOrderStatusChangeSchema, messages } from '@kyanma/shared'
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useSchemaValidate } from '#app/lib/form-validation.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminOrders } from '#app/locales/en/admin/orders.ts'

/** A cancel needs its reason (the customer reads it), asked for before anything is sent. */
const CancelSchema = AdminOrderStatusChangeSchema.pick({ note: true }).refine(
  (value) => value.note.trim().length > 0,
  { message: messages.reasonRequired, path: ['note'] },
)

export function CancelOrderModal(props: {
  opened: boolean
  busy: boolean
  onClose: () => void
  onConfirm: (reason: string) => void
}) {
  const texts = useTexts(adminOrders).cancel
  const form = useForm({
    initialValues: { note: '' },
    validate: useSchemaValidate(CancelSchema),
  })
  const close = () => {
    form.reset()
    props.onClose()
  }
  return (
    <Modal opened={props.opened} onClose={close} title={texts.title} centered>
      <form onSubmit={form.onSubmit((values) => props.onConfirm(values.note.trim()))}>
        <Stack gap="sm">
          <Textarea
            label={texts.reason}
            rows={3}
            maxLength={500}
            data-autofocus
            {...form.getInputProps('note')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {texts.keep}
            </Button>
            <Button type="submit" color="red" loading={props.busy}>
              {texts.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
