import type { AdminListParams, ListResponse } from '@kyanma/shared'
import { type DataColumn, DataTable } from '#app/components/admin/data-table.tsx'
import { useLocalTableParams } from './use-local-table-params.ts'

type RecordsQuery<Row> = {
  data: ListResponse<Row> | undefined
  isError: boolean
  refetch: () => unknown
}

/**
 * One of the customer page's tables of the customer's records (orders, points ledger):
 * searchable, newest first, its paging kept in the component (`use-local-table-params.ts`).
 */
export function CustomerRecordsTable<Row extends { id: number }>(props: {
  customerId: number
  /** The records' query hook (it is called here, once a render, like any hook). */
  useRecords: (customerId: number, params: AdminListParams) => RecordsQuery<Row>
  columns: DataColumn<Row>[]
  searchPlaceholder: string
}) {
  const { useRecords } = props
  const table = useLocalTableParams({ sort: 'createdAt' })
  const query = useRecords(props.customerId, table.params)
  return (
    <DataTable
      list={query}
      table={table}
      searchable
      columns={props.columns}
      searchPlaceholder={props.searchPlaceholder}
      rowKey={(row) => row.id}
    />
  )
}
