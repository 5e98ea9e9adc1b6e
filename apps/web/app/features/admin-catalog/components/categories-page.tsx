import type { AdminCategory } from '@kyanma/shared'
import { plainNumberColumn, thumbnailColumn } from '#app/components/admin/common-columns.tsx'
import { nameIn } from '#app/components/admin/name-in-language.ts'
import { useTableParams } from '#app/components/admin/use-table-params.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminCatalog } from '#app/locales/en/admin/catalog.ts'
import { useAdminCategories } from '../api/get-categories.ts'
import { CatalogListPage } from './catalog-list-page.tsx'
import { CategoryForm } from './category-form.tsx'

/** /admin/categories: the category tree as a table; add and edit in a modal. */
export function CategoriesPage() {
  const format = useFormat()
  const texts = useTexts(adminCatalog).categories
  const table = useTableParams({ sort: 'sortOrder', order: 'asc' })
  const categories = useAdminCategories(table.params)

  return (
    <CatalogListPage<AdminCategory>
      texts={texts}
      list={categories}
      table={table}
      picture={thumbnailColumn('image', texts.image, (row) => row.image, {
        w: 40,
        h: 40,
        radius: 'sm',
      })}
      ownColumns={[
        {
          key: 'parent',
          label: texts.parent,
          render: (row) => (row.parent ? nameIn(format.language, row.parent) : ''),
        },
        plainNumberColumn(format, 'sortOrder', texts.sortOrder, (row) => row.sortOrder, true),
      ]}
      form={(category, done) => <CategoryForm category={category} onDone={done} />}
    />
  )
}
