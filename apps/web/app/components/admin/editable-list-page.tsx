import type { ListResponse } from '@kyanma/shared'
import type { ReactNode } from 'react'
import { AddButton } from './add-button.tsx'
import { AdminListPage } from './admin-list-page.tsx'
import type { DataColumn, TableState } from './data-table.tsx'
import { ListModal } from './list-modal.tsx'
import { useListModal } from './use-list-modal.ts'

/**
 * The list-page kit put together for the usual case (brands, categories, coupons,
 * announcements): the table, "Add" beside the title, and one large modal with the row's form,
 * titled "New …" or "Edit …". A page that differs (staff: two forms, a centred modal) builds
 * from the same pieces: `AdminListPage`, `AddButton`, `ListModal`, `useListModal`.
 */
export function EditableListPage<Row extends { id: number }>(props: {
  texts: { title: string; add: string; newTitle: string; editTitle: string }
  /** The columns, given what opens a row in the modal (for its Edit button). */
  columns: (edit: (row: Row) => void) => DataColumn<Row>[]
  list: { data: ListResponse<Row> | undefined; isError: boolean; refetch: () => unknown }
  table: TableState
  searchPlaceholder?: string
  intro?: ReactNode
  /** The modal's form for `row` (null: a new one); `done` closes the modal. */
  form: (row: Row | null, done: () => void) => ReactNode
}) {
  const { texts } = props
  const modal = useListModal<Row>()
  return (
    <AdminListPage
      title={texts.title}
      actions={<AddButton label={texts.add} onClick={modal.add} />}
      intro={props.intro}
      list={props.list}
      table={props.table}
      columns={props.columns(modal.edit)}
      searchPlaceholder={props.searchPlaceholder}
    >
      <ListModal modal={modal} title={(row) => (row ? texts.editTitle : texts.newTitle)} size="lg">
        {(row) => props.form(row, modal.close)}
      </ListModal>
    </AdminListPage>
  )
}
