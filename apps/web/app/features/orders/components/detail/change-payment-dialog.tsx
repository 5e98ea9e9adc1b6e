import type { Order } from '@kyanma/shared'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { useChangePaymentType } from '#app/features/orders/api/change-payment-type.ts'
import {
  type PaymentChoice,
  paymentPhoneOf,
  paymentPickOf,
  paymentTypeOf,
  type Wallet,
} from '#app/features/orders/checkout-form.ts'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { orders } from '#app/locales/en/orders.ts'
import { PaymentFields } from '../checkout/payment-fields.tsx'

interface ChangeValues {
  payment: PaymentChoice
  wallet: Wallet
  paymentPhone: string
}

/**
 * "Choose another way to pay" (decision 043): the checkout's payment choices for an order still
 * waiting for payment. Saved, the page shows the new way (bank accounts and the receipt box for
 * a transfer); a wallet goes straight on to paying, as after the checkout.
 */
export function ChangePaymentDialog(props: {
  order: Order
  opened: boolean
  onClose: () => void
  /** A wallet or MPU was chosen: start paying it. */
  onPay: (orderId: number) => void
}) {
  const texts = useTexts(orders)
  const { order } = props
  const form = useSchemaForm<ChangeValues>({
    initialValues: {
      ...paymentPickOf(order.paymentInfo.paymentType),
      paymentPhone: order.paymentInfo.phoneNo,
    },
  })
  const change = useChangePaymentType()
  // The whole list does not fit a phone's screen in a floating box: there it takes the screen.
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false })
  const close = () => {
    form.reset()
    props.onClose()
  }
  const receiveType = order.isDelivery ? 'DELIVERY' : 'PICK_UP'
  const submit = form.onSubmit((values) => {
    const paymentType = paymentTypeOf({ ...values, receiveType })
    change.mutate(
      { orderId: order.id, change: { paymentType, phoneNo: paymentPhoneOf(values) } },
      {
        onSuccess: (changed) => {
          props.onClose()
          if (changed.paymentResponse) return props.onPay(changed.id)
          void notify.success(texts.changeDialog.changed)
        },
        // Already paid meanwhile: the order is fetched again and shows it; nothing to choose.
        onError: () => props.onClose(),
      },
    )
  })
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={texts.changeDialog.title}
      centered
      fullScreen={phone}
    >
      <KitForm form={form} onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{texts.changeDialog.body}</Text>
          <PaymentFields
            pickup={!order.isDelivery}
            value={form.values}
            onChange={(picked) => form.setValues(picked)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={change.isPending}>
              {texts.changeDialog.cancel}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {texts.changeDialog.save}
            </Button>
          </Group>
        </Stack>
      </KitForm>
    </Modal>
  )
}
