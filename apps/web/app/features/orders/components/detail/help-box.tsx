import { Alert } from '@mantine/core'
import { IconHelpCircle } from '@tabler/icons-react'
import { orders as texts } from '../../../../locales/en/orders.ts'

/** The order's help box: who to call or write to about it. */
export function HelpBox() {
  return (
    <Alert variant="light" color="gray" title={texts.detail.help.title} icon={<IconHelpCircle />}>
      {texts.detail.help.body}
    </Alert>
  )
}
