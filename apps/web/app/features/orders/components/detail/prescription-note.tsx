import type { OrderPrescription } from '@kyanma/shared'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { prescriptionTexts } from '#app/locales/en/prescriptions.ts'
import { NoteBox } from '../shared/note-box.tsx'

/**
 * Where the pharmacist's check stands, in a shopper's words: waiting for the photo (by when),
 * being checked, approved, or refused with the pharmacist's reason and the time left to send a
 * new one.
 */
export function PrescriptionNote({ prescription }: { prescription: OrderPrescription }) {
  const texts = useTexts(prescriptionTexts)
  const format = useFormat()
  const due = prescription.dueAt ? format.dateTime(prescription.dueAt) : ''
  switch (prescription.status) {
    case 'AWAITING_UPLOAD':
      return <NoteBox color="yellow">{texts.order.AWAITING_UPLOAD(due)}</NoteBox>
    case 'WAITING_CHECK':
      return <NoteBox color="gray">{texts.order.WAITING_CHECK}</NoteBox>
    case 'APPROVED':
      return <NoteBox color="gray">{texts.order.APPROVED}</NoteBox>
    case 'REFUSED':
      return (
        <NoteBox color="red" title={texts.order.refusedTitle}>
          {prescription.refusalReason && (
            <>
              {texts.order.refusedReason(prescription.refusalReason)}
              <br />
            </>
          )}
          {texts.order.REFUSED(due)}
        </NoteBox>
      )
  }
}
