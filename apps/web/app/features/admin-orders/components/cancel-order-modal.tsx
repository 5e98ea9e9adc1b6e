import { AdminOrderStatusChangeSchema, messages } from '@kyanma/shared'
import { Button, Group, Modal, Stack } from '@mantine/core'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { TextareaField } from '#app/components/form/text-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
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
  const form = useSchemaForm({
    initialValues: { note: '' },
    schema: CancelSchema,
    validateOn: 'submit',
  })
  const close = () => {
    form.reset()
    props.onClose()
  }
  return (
    <Modal opened={props.opened} onClose={close} title={texts.title} centered>
      <KitForm
        form={form}
        onSubmit={form.onSubmit((values) => props.onConfirm(values.note.trim()))}
      >
        <Stack gap="sm">
          <TextareaField name="note" label={texts.reason} rows={3} maxLength={500} data-autofocus />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {texts.keep}
            </Button>
            <Button type="submit" color="red" loading={props.busy}>
              {texts.confirm}
            </Button>
          </Group>
        </Stack>
      </KitForm>
    </Modal>
  )
}
