import type { AdminBrand } from '@kyanma/shared'
import { Image, Text } from '@mantine/core'
import {
  editColumn,
  flagColumn,
  nameColumn,
  plainNumberColumn,
} from '#app/components/admin/common-columns.tsx'
import type { DataColumn } from '#app/components/admin/data-table.tsx'
import { EditableListPage } from '#app/components/admin/editable-list-page.tsx'
import { useTableParams } from '#app/components/admin/use-table-params.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminCatalog } from '#app/locales/en/admin/catalog.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { useAdminBrands } from '../api/get-brands.ts'
import { BrandForm } from './brand-form.tsx'

/** /admin/brands: every brand as a table; add and edit in a modal. */
export function BrandsPage() {
  const format = useFormat()
  const common = useTexts(adminCommon)
  const texts = useTexts(adminCatalog).brands
  const table = useTableParams({ sort: 'name', order: 'asc' })
  const brands = useAdminBrands(table.params)

  const columns = (edit: (row: AdminBrand) => void): DataColumn<AdminBrand>[] => [
    {
      key: 'logo',
      label: texts.logo,
      render: (row) =>
        row.logo ? (
          <Image src={row.logo.urls.thumbnail} alt="" w={40} h={40} fit="contain" />
        ) : null,
    },
    nameColumn(texts.name),
    { key: 'country', label: texts.country, render: (row) => row.country ?? '' },
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
      list={brands}
      table={table}
      columns={columns}
      form={(brand, done) => <BrandForm brand={brand} onDone={done} />}
    />
  )
}
