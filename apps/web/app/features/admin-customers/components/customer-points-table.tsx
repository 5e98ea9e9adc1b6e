import type { AdminPointLedgerRow } from '@kyanma/shared'
import { Text } from '@mantine/core'
import { type DataColumn, DataTable } from '#app/components/admin/data-table.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { type Formatters, useFormat } from '#app/lib/use-format.ts'
import { adminCustomers } from '#app/locales/en/admin/customers.ts'
import { useCustomerPoints } from '../api/get-customer-points.ts'
import { useLocalTableParams } from './use-local-table-params.ts'

/** The table's columns in the page's language. */
function ledgerColumnsOf(
  texts: typeof adminCustomers.ledgerColumns,
  format: Formatters,
): DataColumn<AdminPointLedgerRow>[] {
  return [
    {
      key: 'createdAt',
      label: texts.createdAt,
      sortable: true,
      render: (row) => format.dateTime(row.createdAt),
    },
    {
      key: 'points',
      label: texts.points,
      sortable: true,
      align: 'right',
      render: (row) => (
        <Text span c={row.points < 0 ? 'red' : 'teal'} fw={600} size="sm">
          {row.points > 0 ? '+' : ''}
          {format.number(row.points)}
        </Text>
      ),
    },
    { key: 'kind', label: texts.kind, render: (row) => row.kind },
    { key: 'reference', label: texts.reference, render: (row) => row.reference },
    { key: 'note', label: texts.note, render: (row) => row.note },
  ]
}

/** The customer's points ledger, newest first: every row that moved the balance. */
export function CustomerPointsTable({ customerId }: { customerId: number }) {
  const texts = useTexts(adminCustomers)
  const columns = ledgerColumnsOf(texts.ledgerColumns, useFormat())
  const table = useLocalTableParams({ sort: 'createdAt' })
  const query = useCustomerPoints(customerId, table.params)
  return (
    <DataTable
      list={query}
      table={table}
      searchable
      columns={columns}
      searchPlaceholder={texts.searchLedger}
      rowKey={(row) => row.id}
    />
  )
}
