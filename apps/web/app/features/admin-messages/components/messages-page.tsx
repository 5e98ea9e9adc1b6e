import { type AdminContactMessage, cutText } from '@kyanma/shared'
import { Anchor, Button } from '@mantine/core'
import { AdminListPage } from '#app/components/admin/admin-list-page.tsx'
import { sortableDateColumn } from '#app/components/admin/common-columns.tsx'
import type { DataColumn } from '#app/components/admin/data-table.tsx'
import { StateText } from '#app/components/admin/state-text.tsx'
import { StatusFilter, useStatusFilter } from '#app/components/admin/status-filter.tsx'
import { useOpenRow } from '#app/components/admin/use-open-row.ts'
import { useTableParams } from '#app/components/admin/use-table-params.ts'
import { useTexts } from '#app/lib/texts.ts'
import { type Formatters, useFormat } from '#app/lib/use-format.ts'
import { adminMessages } from '#app/locales/en/admin/messages.ts'
import { useMessages } from '../api/get-messages.ts'
import { MessageModal } from './message-modal.tsx'

const STATUSES = ['all', 'open', 'handled'] as const

function columns(
  texts: typeof adminMessages,
  format: Formatters,
  open: (message: AdminContactMessage) => void,
): DataColumn<AdminContactMessage>[] {
  return [
    {
      key: 'from',
      label: texts.columns.from,
      // The first column opens the message too: on a phone the table scrolls sideways.
      render: (row) => (
        <Anchor component="button" type="button" size="sm" ta="left" onClick={() => open(row)}>
          {row.name}
        </Anchor>
      ),
    },
    { key: 'email', label: texts.columns.email, render: (row) => row.email },
    { key: 'phone', label: texts.columns.phone, render: (row) => row.phone },
    { key: 'message', label: texts.columns.message, render: (row) => cutText(row.message, 60) },
    sortableDateColumn(
      'createdAt',
      texts.columns.received,
      format.dateTime,
      (row) => row.createdAt,
    ),
    {
      key: 'handled',
      label: texts.columns.handled,
      render: (row) => (
        <StateText color={row.handledAt ? 'teal' : 'orange'}>
          {row.handledAt ? texts.filter.handled : texts.notHandled}
        </StateText>
      ),
    },
    {
      key: 'read',
      label: '',
      align: 'right',
      render: (row) => (
        <Button size="xs" variant="light" onClick={() => open(row)}>
          {texts.read}
        </Button>
      ),
    },
  ]
}

/** /admin/messages: the Contact Us inbox, newest first; open one to read it and mark it handled. */
export function MessagesPage() {
  const texts = useTexts(adminMessages)
  const format = useFormat()
  const table = useTableParams({ sort: 'createdAt' })
  const status = useStatusFilter(table, STATUSES)
  const query = useMessages(table.params, { status })
  // 'handled' shows in the modal once the list reloads.
  const message = useOpenRow(query.data?.data)

  return (
    <AdminListPage
      title={texts.title}
      list={query}
      table={table}
      columns={columns(texts, format, message.open)}
      searchPlaceholder={texts.searchPlaceholder}
      toolbar={
        <StatusFilter table={table} statuses={STATUSES} value={status} labels={texts.filter} />
      }
    >
      <MessageModal message={message.row} onClose={message.close} />
    </AdminListPage>
  )
}
