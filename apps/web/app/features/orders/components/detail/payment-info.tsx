import { type Order, RECEIPT_PAYMENT_TYPES } from '@kyanma/shared'
import { Badge, Group, Stack, Text } from '@mantine/core'
import { SectionCard } from '#app/components/ui/section-card.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { orders } from '#app/locales/en/orders.ts'
import { ImageThumbnails } from '../shared/image-thumbnails.tsx'
import { PaymentActions } from './payment-actions.tsx'
import { ReceiptUpload } from './receipt-upload.tsx'

/**
 * Payment type, whether it is paid, and for a transfer the receipt pictures, or the upload box
 * while there are none (and the order can still be paid); while the order waits for payment,
 * Pay now (a gateway order) and Choose another way to pay.
 */
export function PaymentInfo({ order }: { order: Order }) {
  const texts = useTexts(orders)
  const { paymentType, phoneNo } = order.paymentInfo
  const byReceipt = RECEIPT_PAYMENT_TYPES.includes(paymentType)
  const receipts = order.bankAttachments
  const canUpload = byReceipt && receipts.length === 0 && order.status !== 'CANCELLED'
  return (
    <SectionCard title={texts.detail.paymentInfo}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            {texts.detail.paymentType}: <strong>{texts.payment[paymentType]}</strong>
          </Text>
          <Badge color={order.isPaid ? 'green' : 'gray'} variant="light">
            {order.isPaid ? texts.detail.paid : texts.detail.unpaid}
          </Badge>
        </Group>
        {phoneNo && <Text size="sm">{phoneNo}</Text>}
        {receipts.length > 0 && (
          <div>
            <Text size="sm" fw={600} mb={6}>
              {texts.detail.receipts}
            </Text>
            <ImageThumbnails
              images={receipts.map((receipt, index) => ({
                key: receipt.id,
                url: receipt.urls.private,
                alt: texts.detail.receiptAlt(index + 1),
              }))}
            />
          </div>
        )}
        {canUpload && <ReceiptUpload orderId={order.id} />}
        {/* While a payment is pending its note at the top offers these (pay again). */}
        {!order.payment?.pending && <PaymentActions order={order} payLabel="payNow" />}
      </Stack>
    </SectionCard>
  )
}
