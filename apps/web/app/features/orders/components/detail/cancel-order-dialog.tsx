import { OrderCancelQuerySchema, SHOP } from '@kyanma/shared'
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { TextareaField } from '#app/components/form/text-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { useCancelOrder } from '#app/features/orders/api/cancel-order.ts'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { orders } from '#app/locales/en/orders.ts'

/**
 * 'Return Order?' (spec section 2): the support phone, and a reason, which is required ('Reason
 * is required'). Cancelling ends with the success toast; the order and its lists refresh.
 */
export function CancelOrderDialog(props: {
  orderId: number
  opened: boolean
  onClose: () => void
}) {
  const texts = useTexts(orders)
  const form = useSchemaForm({ initialValues: { reason: '' }, schema: OrderCancelQuerySchema })
  const cancel = useCancelOrder()
  const close = () => {
    form.reset()
    props.onClose()
  }
  const submit = form.onSubmit(({ reason }) => {
    cancel.mutate(
      { id: props.orderId, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          void notify.success(answer.message || texts.cancelDialog.done)
          close()
        },
      },
    )
  })
  return (
    <Modal opened={props.opened} onClose={close} title={texts.cancelDialog.title} centered>
      <KitForm form={form} onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">
            {texts.cancelDialog.body}{' '}
            <Anchor href={`tel:${SHOP.phoneInternational}`}>{SHOP.phone}</Anchor>
          </Text>
          <TextareaField
            name="reason"
            label={texts.cancelDialog.reason}
            placeholder={texts.cancelDialog.reasonPlaceholder}
            required
            rows={3}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={cancel.isPending}>
              {texts.cancelDialog.cancel}
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending}>
              {texts.cancelDialog.confirm}
            </Button>
          </Group>
        </Stack>
      </KitForm>
    </Modal>
  )
}
