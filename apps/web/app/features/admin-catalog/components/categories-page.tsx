import type { AdminCategory } from '@kyanma/shared'
import { Button, Image, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { AdminPage } from '#app/components/admin/admin-page.tsx'
import { editColumn, flagColumn } from '#app/components/admin/common-columns.tsx'
import { type DataColumn, DataTable } from '#app/components/admin/data-table.tsx'
import { nameIn } from '#app/components/admin/name-in-language.ts'
import { plainNumber } from '#app/components/admin/plain-number.ts'
import { useTableParams } from '#app/components/admin/use-table-params.ts'
import { WithBurmese } from '#app/components/admin/with-burmese.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminCatalog } from '#app/locales/en/admin/catalog.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { useAdminCategories } from '../api/get-categories.ts'
import { CategoryModal } from './category-modal.tsx'

/** /admin/categories: the category tree as a table; add and edit in a modal. */
export function CategoriesPage() {
  const format = useFormat()
  const common = useTexts(adminCommon)
  const texts = useTexts(adminCatalog).categories
  const table = useTableParams({ sort: 'sortOrder', order: 'asc' })
  const categories = useAdminCategories(table.params)
  // null: closed; undefined inside the object: a new category.
  const [editing, setEditing] = useState<{ category?: AdminCategory } | null>(null)

  const columns: DataColumn<AdminCategory>[] = [
    {
      key: 'image',
      label: texts.image,
      render: (row) =>
        row.image ? (
          <Image src={row.image.urls.thumbnail} alt="" w={40} h={40} radius="sm" />
        ) : null,
    },
    {
      key: 'name',
      label: texts.name,
      sortable: true,
      render: (row) => <WithBurmese burmese={row.nameMy}>{row.name}</WithBurmese>,
    },
    {
      key: 'parent',
      label: texts.parent,
      render: (row) => (row.parent ? nameIn(format.language, row.parent) : ''),
    },
    {
      key: 'sortOrder',
      label: texts.sortOrder,
      sortable: true,
      align: 'right',
      render: (row) => plainNumber(format, row.sortOrder),
    },
    {
      key: 'products',
      label: texts.products,
      align: 'right',
      render: (row) => plainNumber(format, row.productCount),
    },
    flagColumn(common, texts.active, (row) => row.isActive),
    editColumn(common, (row) => setEditing({ category: row })),
  ]

  return (
    <AdminPage
      title={texts.title}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({})}>
          {texts.add}
        </Button>
      }
    >
      <Text size="sm" c="dimmed">
        {texts.retireHint}
      </Text>
      <DataTable
        list={categories}
        table={table}
        searchable
        columns={columns}
        rowKey={(row) => row.id}
      />
      {editing && <CategoryModal category={editing.category} onClose={() => setEditing(null)} />}
    </AdminPage>
  )
}
