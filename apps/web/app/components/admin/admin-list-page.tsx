import type { ListResponse } from '@kyanma/shared'
import type { ReactNode } from 'react'
import { AdminPage } from './admin-page.tsx'
import { type DataColumn, DataTable, type TableState } from './data-table.tsx'

/** Rows are told apart by their `id` unless the page says otherwise. */
const byId = (row: unknown) => (row as { id: string | number }).id

/**
 * The list-page kit's page: a back-office list (brands, coupons, staff…) as a title with its
 * buttons, an optional line above the table, the searchable table of the list's rows (page,
 * search, sort and filters kept in the address by `useTableParams`), then the page's modal
 * (`children`, a `ListModal`). Decision 071 says what each kit is for.
 */
export function AdminListPage<Row>(props: {
  title: string
  /** The page's buttons beside its title: an `AddButton`, an export. */
  actions?: ReactNode
  /** A hint shown above the table. */
  intro?: ReactNode
  columns: DataColumn<Row>[]
  list: { data: ListResponse<Row> | undefined; isError: boolean; refetch: () => unknown }
  table: TableState
  searchPlaceholder?: string
  /** The list's filters, beside the search box (`StatusFilter`). */
  toolbar?: ReactNode
  /** How rows are told apart when they have no `id` (a prescription is its order's). */
  rowKey?: (row: Row) => string | number
  children?: ReactNode
}) {
  return (
    <AdminPage title={props.title} actions={props.actions}>
      {props.intro}
      <DataTable
        list={props.list}
        table={props.table}
        searchable
        columns={props.columns}
        searchPlaceholder={props.searchPlaceholder}
        rowKey={props.rowKey ?? byId}
        toolbar={props.toolbar}
      />
      {props.children}
    </AdminPage>
  )
}
