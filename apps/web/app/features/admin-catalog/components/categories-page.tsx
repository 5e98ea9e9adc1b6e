import type { AdminCategory } from '@kyanma/shared'
import { Image, Text } from '@mantine/core'
import {
  editColumn,
  flagColumn,
  nameColumn,
  plainNumberColumn,
} from '#app/components/admin/common-columns.tsx'
import type { DataColumn } from '#app/components/admin/data-table.tsx'
import { EditableListPage } from '#app/components/admin/editable-list-page.tsx'
import { nameIn } from '#app/components/admin/name-in-language.ts'
import { useTableParams } from '#app/components/admin/use-table-params.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminCatalog } from '#app/locales/en/admin/catalog.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { useAdminCategories } from '../api/get-categories.ts'
import { CategoryForm } from './category-form.tsx'

/** /admin/categories: the category tree as a table; add and edit in a modal. */
export function CategoriesPage() {
  const format = useFormat()
  const common = useTexts(adminCommon)
  const texts = useTexts(adminCatalog).categories
  const table = useTableParams({ sort: 'sortOrder', order: 'asc' })
  const categories = useAdminCategories(table.params)

  const columns = (edit: (row: AdminCategory) => void): DataColumn<AdminCategory>[] => [
    {
      key: 'image',
      label: texts.image,
      render: (row) =>
        row.image ? (
          <Image src={row.image.urls.thumbnail} alt="" w={40} h={40} radius="sm" />
        ) : null,
    },
    nameColumn(texts.name),
    {
      key: 'parent',
      label: texts.parent,
      render: (row) => (row.parent ? nameIn(format.language, row.parent) : ''),
    },
    plainNumberColumn(format, 'sortOrder', texts.sortOrder, (row) => row.sortOrder, true),
    plainNumberColumn(format, 'products', texts.products, (row) => row.productCount),
    flagColumn(common, texts.active, (row) => row.isActive),
    editColumn(common, edit),
  ]

  return (
    <EditableListPage
      texts={texts}
      intro={
        <Text size="sm" c="dimmed">
          {texts.retireHint}
        </Text>
      }
      list={categories}
      table={table}
      columns={columns}
      form={(category, done) => <CategoryForm category={category} onDone={done} />}
    />
  )
}
