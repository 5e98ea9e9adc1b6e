import type { ListResponse } from '@kyanma/shared'
import type { ReactNode } from 'react'
import { useTexts } from '#app/lib/texts.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { AddButton } from './add-button.tsx'
import { AdminListPage } from './admin-list-page.tsx'
import { editColumn } from './common-columns.tsx'
import type { DataColumn, TableState } from './data-table.tsx'
import { ListModal } from './list-modal.tsx'
import { useListModal } from './use-list-modal.ts'

/**
 * The list-page kit put together for the usual case (brands, categories, coupons,
 * announcements): the table, "Add" beside the title, an Edit button at the end of each row, and
 * one large modal with the row's form, titled "New …" or "Edit …". A page that differs (staff:
 * two forms, a centred modal) builds from the same pieces: `AdminListPage`, `AddButton`,
 * `ListModal`, `useListModal`.
 */
export function EditableListPage<Row extends { id: number }>(props: {
  /** The page's texts; the search box's placeholder too, where the page has one. */
  texts: {
    title: string
    add: string
    newTitle: string
    editTitle: string
    searchPlaceholder?: string
  }
  /** The row's columns; the Edit button's column follows them. */
  columns: DataColumn<Row>[]
  list: { data: ListResponse<Row> | undefined; isError: boolean; refetch: () => unknown }
  table: TableState
  intro?: ReactNode
  /** The modal's form for `row` (null: a new one); `done` closes the modal. */
  form: (row: Row | null, done: () => void) => ReactNode
}) {
  const { texts } = props
  const common = useTexts(adminCommon)
  const modal = useListModal<Row>()
  return (
    <AdminListPage
      title={texts.title}
      actions={<AddButton label={texts.add} onClick={modal.add} />}
      intro={props.intro}
      list={props.list}
      table={props.table}
      columns={[...props.columns, editColumn(common, modal.edit)]}
      searchPlaceholder={texts.searchPlaceholder}
    >
      <ListModal modal={modal} title={(row) => (row ? texts.editTitle : texts.newTitle)} size="lg">
        {(row) => props.form(row, modal.close)}
      </ListModal>
    </AdminListPage>
  )
}
