import { Text } from '@mantine/core'
import { flagColumn, nameColumn, plainNumberColumn } from '#app/components/admin/common-columns.tsx'
import type { DataColumn, TableState } from '#app/components/admin/data-table.tsx'
import { EditableListPage } from '#app/components/admin/editable-list-page.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'

/** What the brands and categories have in common: products are filed under them. */
type CatalogRecord = {
  id: number
  name: string
  nameMy: string | null
  productCount: number
  isActive: boolean
}

type EditableListProps<Row extends CatalogRecord> = Parameters<typeof EditableListPage<Row>>[0]

/**
 * The brands and categories pages. Products and orders refer to these records, so one is
 * retired (Active unticked), never deleted: the page says so above the table, and the table
 * shows the picture, the name, the record's own columns, how many products it has and whether it
 * is active (then the Edit button).
 */
export function CatalogListPage<Row extends CatalogRecord>(props: {
  texts: EditableListProps<Row>['texts'] & {
    name: string
    products: string
    active: string
    retireHint: string
  }
  list: EditableListProps<Row>['list']
  table: TableState
  picture: DataColumn<Row>
  /** This kind of record's own columns, between the name and the product count. */
  ownColumns: DataColumn<Row>[]
  form: EditableListProps<Row>['form']
}) {
  const format = useFormat()
  const common = useTexts(adminCommon)
  const { texts } = props
  const columns: DataColumn<Row>[] = [
    props.picture,
    nameColumn(texts.name),
    ...props.ownColumns,
    plainNumberColumn(format, 'products', texts.products, (row) => row.productCount),
    flagColumn(common, texts.active, (row) => row.isActive),
  ]

  return (
    <EditableListPage
      texts={texts}
      intro={
        <Text size="sm" c="dimmed">
          {texts.retireHint}
        </Text>
      }
      list={props.list}
      table={props.table}
      columns={columns}
      form={props.form}
    />
  )
}
