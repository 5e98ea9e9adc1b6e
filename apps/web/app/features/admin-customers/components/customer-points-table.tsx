import type { AdminPointLedgerRow } from '@kyanma/shared'
import { Text } from '@mantine/core'
import { sortableDateColumn } from '#app/components/admin/common-columns.tsx'
import type { DataColumn } from '#app/components/admin/data-table.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { type Formatters, useFormat } from '#app/lib/use-format.ts'
import { adminCustomers } from '#app/locales/en/admin/customers.ts'
import { useCustomerPoints } from '../api/get-customer-records.ts'
import { CustomerRecordsTable } from './customer-records-table.tsx'

/** The table's columns in the page's language. */
function ledgerColumnsOf(
  texts: typeof adminCustomers.ledgerColumns,
  format: Formatters,
): DataColumn<AdminPointLedgerRow>[] {
  return [
    sortableDateColumn('createdAt', texts.createdAt, format.dateTime, (row) => row.createdAt),
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
  return (
    <CustomerRecordsTable
      customerId={customerId}
      useRecords={useCustomerPoints}
      columns={ledgerColumnsOf(texts.ledgerColumns, useFormat())}
      searchPlaceholder={texts.searchLedger}
    />
  )
}
