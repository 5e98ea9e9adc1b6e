import { IconHelpCircle } from '@tabler/icons-react'
import { orders as texts } from '../../../../locales/en/orders.ts'
import { NoteBox } from '../shared/note-box.tsx'

/** The order's help box: who to call or write to about it. */
export function HelpBox() {
  return (
    <NoteBox color="gray" title={texts.detail.help.title} icon={<IconHelpCircle size={20} />}>
      {texts.detail.help.body}
    </NoteBox>
  )
}
