import type { OrderRefund } from '@kyanma/shared'
import { Stack } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { orders } from '#app/locales/en/orders.ts'
import { NoteBox } from '../shared/note-box.tsx'

/** Money the shop owes back on this order: still due, or given back with its reference. */
export function RefundNotes({ refunds }: { refunds: OrderRefund[] }) {
  const texts = useTexts(orders).detail.refund
  const format = useFormat()
  if (refunds.length === 0) return null
  return (
    <Stack gap="xs">
      {refunds.map((refund) =>
        refund.state === 'DONE' && refund.refundedAt ? (
          <NoteBox key={refund.id} color="gray">
            {texts.done(
              format.ks(refund.amount),
              format.longDate(refund.refundedAt),
              refund.reference ?? '',
            )}
          </NoteBox>
        ) : (
          <NoteBox key={refund.id} color="yellow">
            {texts.due(format.ks(refund.amount))}
          </NoteBox>
        ),
      )}
    </Stack>
  )
}
