import type { AdminRefundRow, RefundState } from '@kyanma/shared'
import { Button, Stack, Text } from '@mantine/core'
import { AdminListPage } from '#app/components/admin/admin-list-page.tsx'
import {
  customerColumn,
  sortableDateColumn,
  voucherColumn,
} from '#app/components/admin/common-columns.tsx'
import type { DataColumn } from '#app/components/admin/data-table.tsx'
import { StatusFilter, useStatusFilter } from '#app/components/admin/status-filter.tsx'
import { useOpenRow } from '#app/components/admin/use-open-row.ts'
import { useTableParams } from '#app/components/admin/use-table-params.ts'
import { useTexts } from '#app/lib/texts.ts'
import { type Formatters, useFormat } from '#app/lib/use-format.ts'
import { adminRefunds } from '#app/locales/en/admin/refunds.ts'
import { useRefunds } from '../api/get-refunds.ts'
import { GiveRefundModal } from './give-refund-modal.tsx'

/** The filter in the address: money still to give back first. */
const STATES = ['due', 'done'] as const
const STATE_OF: Record<(typeof STATES)[number], RefundState> = { due: 'DUE', done: 'DONE' }

function columns(
  texts: typeof adminRefunds,
  format: Formatters,
  give: (refund: AdminRefundRow) => void,
): DataColumn<AdminRefundRow>[] {
  return [
    voucherColumn(texts.columns.voucherNo, (row) => row.order),
    customerColumn(texts.columns.customer, (row) => row.customer),
    { key: 'reason', label: texts.columns.reason, render: (row) => texts.reasons[row.reason] },
    {
      key: 'amount',
      label: texts.columns.amount,
      align: 'right',
      render: (row) => format.ks(row.amount),
    },
    sortableDateColumn(
      'createdAt',
      texts.columns.owedSince,
      format.dateTime,
      (row) => row.createdAt,
    ),
    {
      key: 'given',
      label: texts.columns.given,
      align: 'right',
      render: (row) =>
        row.state === 'DUE' ? (
          <Button size="xs" variant="light" onClick={() => give(row)}>
            {texts.give}
          </Button>
        ) : (
          <Stack gap={0}>
            <Text size="sm">
              {row.method && texts.methods[row.method]} · {row.reference}
            </Text>
            <Text size="xs" c="dimmed">
              {row.refundedAt &&
                texts.givenBy(row.refundedBy ?? '', format.dateTime(row.refundedAt))}
            </Text>
          </Stack>
        ),
    },
  ]
}

/**
 * /admin/refunds: money the shop holds and owes back (decision 042), oldest first so nobody
 * waits longest; 'Give back' refunds through the gateway or records a refund made by hand.
 */
export function RefundsPage() {
  const texts = useTexts(adminRefunds)
  const format = useFormat()
  const table = useTableParams({ sort: 'createdAt', order: 'asc' })
  const state = useStatusFilter(table, STATES)
  const query = useRefunds(table.params, { state: STATE_OF[state] })
  const refund = useOpenRow(query.data?.data, (row) => row.state === 'DUE')
  return (
    <AdminListPage
      title={texts.title}
      list={query}
      table={table}
      columns={columns(texts, format, refund.open)}
      searchPlaceholder={texts.searchPlaceholder}
      toolbar={<StatusFilter table={table} statuses={STATES} value={state} labels={texts.filter} />}
    >
      <GiveRefundModal refund={refund.row} onClose={refund.close} />
    </AdminListPage>
  )
}
