import { RECEIPT_PAYMENT_TYPES } from '@kyanma/shared'
import { Button, Paper, Stack, Text } from '@mantine/core'
import { useSearchParams } from 'react-router'
import { PageLoader } from '#app/components/ui/page-loader.tsx'
import { useOrder } from '#app/features/orders/api/get-order.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { useTexts } from '#app/lib/texts.ts'
import { orders } from '#app/locales/en/orders.ts'
import { NoteBox } from '../shared/note-box.tsx'
import columns from '../shared/two-columns.module.css'
import { BankAccounts } from './bank-accounts.tsx'
import { HelpBox } from './help-box.tsx'
import { OrderHeader } from './order-header.tsx'
import { OrderItems } from './order-items.tsx'
import { OrderProgress } from './order-progress.tsx'
import { OrderTotals } from './order-totals.tsx'
import { PaymentInfo } from './payment-info.tsx'
import { PendingPaymentNote } from './pending-payment-note.tsx'
import { PrescriptionPanel } from './prescription-panel.tsx'
import { RefundNotes } from './refund-notes.tsx'
import { ShippingInfo } from './shipping-info.tsx'

/**
 * Order detail (spec section 2): progress, number and status, items and amounts, help on the
 * left; bank accounts (transfers), shipping and payment on the right.
 */
export function OrderDetailScreen({ orderId }: { orderId: number }) {
  const texts = useTexts(orders)
  const { data: order, error, refetch } = useOrder(orderId)
  const paymentReturn = paymentReturnOf(useSearchParams()[0].get('payment'))
  if (!order) {
    if (!error) return <PageLoader />
    const missing = error instanceof ApiError && error.status === 404
    return (
      <Stack align="center" py={64} gap="sm">
        <Text>{missing ? texts.detail.notFound : texts.detail.loadFailed}</Text>
        {!missing && (
          <Button variant="light" onClick={() => refetch()}>
            {texts.detail.retry}
          </Button>
        )}
      </Stack>
    )
  }
  const cancelled = order.status === 'CANCELLED'
  const byReceipt = RECEIPT_PAYMENT_TYPES.includes(order.paymentInfo.paymentType)
  // Back from a wallet with nothing to approve on a page: the pending note says it all, and
  // once the payment arrives, that it did.
  const returnNote =
    paymentReturn === 'pending' ? (order.isPaid ? 'approved' : null) : paymentReturn
  return (
    <Stack gap="lg">
      <OrderHeader order={order} />
      {returnNote && (
        <NoteBox color={returnNote === 'approved' ? 'gray' : 'yellow'}>
          {texts.detail.paymentReturn[returnNote]}
        </NoteBox>
      )}
      <PendingPaymentNote order={order} returned={paymentReturn === 'pending'} />
      {cancelled ? (
        <NoteBox color="red">{texts.detail.cancelled(order.cancelReason)}</NoteBox>
      ) : (
        <OrderProgress status={order.status} prescription={order.prescription} />
      )}
      <RefundNotes refunds={order.refunds} />
      <PrescriptionPanel order={order} />
      <div className={columns.columns}>
        <Stack gap="lg">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <OrderItems items={order.orderItems} />
              <OrderTotals order={order} />
            </Stack>
          </Paper>
          <HelpBox />
        </Stack>
        <Stack gap="lg">
          {byReceipt && !cancelled && !order.isPaid && (
            <BankAccounts receiptSent={order.bankAttachments.length > 0} />
          )}
          <ShippingInfo order={order} />
          <PaymentInfo order={order} />
        </Stack>
      </div>
    </Stack>
  )
}

const PAYMENT_RETURNS = ['approved', 'declined', 'failed', 'pending'] as const

/**
 * The gateway sends the shopper back with ?payment=approved|declined|failed, or pending when
 * the wallet app asks the shopper to approve (no page, decision 041).
 */
function paymentReturnOf(value: string | null) {
  return PAYMENT_RETURNS.find((known) => known === value) ?? null
}
