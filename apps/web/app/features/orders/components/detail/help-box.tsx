import { IconHelpCircle } from '@tabler/icons-react'
import { useTexts } from '#app/lib/texts.ts'
import { orders } from '#app/locales/en/orders.ts'
import { NoteBox } from '../shared/note-box.tsx'

/** The order's help box: who to call or write to about it. */
export function HelpBox() {
  const texts = useTexts(orders)
  return (
    <NoteBox color="gray" title={texts.detail.help.title} icon={<IconHelpCircle size={20} />}>
      {texts.detail.help.body}
    </NoteBox>
  )
}
