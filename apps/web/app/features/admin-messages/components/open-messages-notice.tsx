import { IconMail } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { adminPaths } from '#app/components/admin/admin-nav.ts'
import { DashboardNotice } from '#app/components/admin/dashboard-notice.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { adminMessages } from '#app/locales/en/admin/messages.ts'
import { messagesQuery } from '../api/get-messages.ts'

/** How often an open dashboard asks again, so a message sent meanwhile shows up. */
const RECHECK_MS = 60_000
const FIRST_OPEN = { page: 0, size: 1, search: '', sort: 'createdAt', order: 'desc' } as const

/**
 * The dashboard's notice of contact messages nobody has handled yet (the shop sends no email
 * when one arrives): the count and a link to the inbox showing only those. Nothing when none wait.
 */
export function OpenMessagesNotice() {
  const texts = useTexts(adminMessages)
  const { data } = useQuery({
    ...messagesQuery(FIRST_OPEN, { status: 'open' }),
    refetchInterval: RECHECK_MS,
  })
  if (!data || data.total === 0) return null
  return (
    <DashboardNotice
      color="yellow"
      icon={IconMail}
      text={texts.waiting(data.total)}
      to={`${adminPaths.messages}?status=open`}
      linkText={texts.openInbox}
    />
  )
}
