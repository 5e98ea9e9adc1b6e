import { type Order, RECEIPT_PAYMENT_TYPES } from '@kyanma/shared'
import { Button, Modal, Paper, Stack, Text } from '@mantine/core'
import { Link } from '#app/components/link.tsx'
import { hrefs } from '#app/config/paths.ts'
import { useTexts } from '#app/lib/texts.ts'
import { orders } from '#app/locales/en/orders.ts'
import { NoteBox } from '../shared/note-box.tsx'

/**
 * After an order without a payment page (spec section 2): it was placed; an order paid by transfer
 * (bank or mobile banking, with a receipt) must be paid within 3 hours or the unpaid-order sweep
 * cancels it, so only those orders are warned; the way to the order's details.
 */
export function OrderPlacedDialog(props: { order: Order | null; onClose: () => void }) {
  const texts = useTexts(orders)
  const { order } = props
  return (
    <Modal opened={order !== null} onClose={props.onClose} title={texts.placed.title} centered>
      {order && <PlacedBody order={order} />}
    </Modal>
  )
}

/** The same words on the page once the dialog is closed (the cart is empty by then). */
export function OrderPlacedNote({ order }: { order: Order }) {
  return (
    <Paper withBorder radius="md" p="lg" maw={560} mx="auto">
      <PlacedBody order={order} />
    </Paper>
  )
}

function PlacedBody({ order }: { order: Order }) {
  const texts = useTexts(orders)
  return (
    <Stack gap="md">
      <Text>{texts.placed.body(order.voucherNo)}</Text>
      {RECEIPT_PAYMENT_TYPES.includes(order.paymentInfo.paymentType) && (
        <NoteBox color="yellow">{texts.placed.bankWarning}</NoteBox>
      )}
      <Button component={Link} to={hrefs.order(order.id)} fullWidth>
        {texts.placed.viewOrder}
      </Button>
    </Stack>
  )
}
