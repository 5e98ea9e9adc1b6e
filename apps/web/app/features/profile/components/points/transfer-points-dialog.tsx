import { Button, Group, Modal, Stack } from '@mantine/core'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { TextareaField } from '#app/components/form/text-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { DigitsInput } from '#app/components/ui/digits-input.tsx'
import { useTransferPoints } from '#app/features/profile/api/transfer-points.ts'
import {
  emptyTransferForm,
  type TransferFormValues,
  transferBody,
  validateTransferForm,
} from '#app/features/profile/point-transfer-form.ts'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { pointTexts } from '#app/locales/en/points.ts'
import { CustomerChooser } from './customer-chooser.tsx'

/**
 * Transfer Points (spec sections 2, 5 and 8): To Customer, Points and Note, checked on every
 * change. Points above the balance are not taken ('Your current point is not enough.'). A done
 * transfer says 'Your profile has been updated!' and hands on the new balance; a refusal shows
 * the server's message in a red toast (the app's mutation handler).
 */
export function TransferPointsDialog(props: {
  opened: boolean
  onClose: () => void
  customer: { id: number; currentPoint: number }
  onTransferred: (currentPoint: number) => void
}) {
  const texts = useTexts(pointTexts).transfer
  const { customer } = props
  const form = useSchemaForm({
    initialValues: emptyTransferForm,
    validate: (values: TransferFormValues) => validateTransferForm(values, customer.id),
  })
  const mutation = useTransferPoints()

  const close = () => {
    form.reset()
    props.onClose()
  }

  const submit = form.onSubmit((values) => {
    mutation.mutate(transferBody(values, customer.id), {
      onSuccess: (result) => {
        void notify.success(texts.done)
        props.onTransferred(result.currentPoint)
        close()
      },
    })
  })

  const points = form.getInputProps('points')
  return (
    <Modal opened={props.opened} onClose={close} title={texts.title} size={560} centered>
      <KitForm form={form} onSubmit={submit}>
        <Stack gap="md">
          <CustomerChooser
            value={form.values.toCustomerId}
            onChange={(value) => form.setFieldValue('toCustomerId', value)}
            error={form.errors.toCustomerId}
            onBlur={() => form.validateField('toCustomerId')}
          />
          <DigitsInput
            {...points}
            value={form.values.points}
            label={texts.points}
            description={texts.balance(customer.currentPoint)}
            autoComplete="off"
            required
            onDigits={(typed) => {
              if (typed !== '' && !/^\d{1,15}$/.test(typed)) return false
              // Spec section 5: more than the balance is refused at once and not kept.
              if (typed !== '' && Number(typed) > customer.currentPoint) {
                void notify.error(texts.pointsNotEnough)
                return false
              }
              form.setFieldValue('points', typed)
              return true
            }}
          />
          <TextareaField
            name="note"
            label={texts.note}
            placeholder={texts.notePlaceholder}
            maxLength={texts.noteMax}
            rows={3}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {texts.cancel}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {texts.submit}
            </Button>
          </Group>
        </Stack>
      </KitForm>
    </Modal>
  )
}
