import type { AdminBrand } from '@kyanma/shared'
import { Button, Image, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { AdminPage } from '#app/components/admin/admin-page.tsx'
import { editColumn, flagColumn } from '#app/components/admin/common-columns.tsx'
import { type DataColumn, DataTable } from '#app/components/admin/data-table.tsx'
import { plainNumber } from '#app/components/admin/plain-number.ts'
import { useTableParams } from '#app/components/admin/use-table-params.ts'
import { WithBurmese } from '#app/components/admin/with-burmese.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminCatalog } from '#app/locales/en/admin/catalog.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { useAdminBrands } from '../api/get-brands.ts'
import { BrandModal } from './brand-modal.tsx'

/** /admin/brands: every brand as a table; add and edit in a modal. */
export function BrandsPage() {
  const format = useFormat()
  const common = useTexts(adminCommon)
  const texts = useTexts(adminCatalog).brands
  const table = useTableParams({ sort: 'name', order: 'asc' })
  const brands = useAdminBrands(table.params)
  const [editing, setEditing] = useState<{ brand?: AdminBrand } | null>(null)

  const columns: DataColumn<AdminBrand>[] = [
    {
      key: 'logo',
      label: texts.logo,
      render: (row) =>
        row.logo ? (
          <Image src={row.logo.urls.thumbnail} alt="" w={40} h={40} fit="contain" />
        ) : null,
    },
    {
      key: 'name',
      label: texts.name,
      sortable: true,
      render: (row) => <WithBurmese burmese={row.nameMy}>{row.name}</WithBurmese>,
    },
    { key: 'country', label: texts.country, render: (row) => row.country ?? '' },
    {
      key: 'products',
      label: texts.products,
      align: 'right',
      render: (row) => plainNumber(format, row.productCount),
    },
    flagColumn(common, texts.active, (row) => row.isActive),
    editColumn(common, (row) => setEditing({ brand: row })),
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
        list={brands}
        table={table}
        searchable
        columns={columns}
        rowKey={(row) => row.id}
      />
      {editing && <BrandModal brand={editing.brand} onClose={() => setEditing(null)} />}
    </AdminPage>
  )
}
