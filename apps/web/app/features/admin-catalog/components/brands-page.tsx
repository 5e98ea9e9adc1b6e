import type { AdminBrand } from '@kyanma/shared'
import { thumbnailColumn } from '#app/components/admin/common-columns.tsx'
import { useTableParams } from '#app/components/admin/use-table-params.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminCatalog } from '#app/locales/en/admin/catalog.ts'
import { useAdminBrands } from '../api/get-brands.ts'
import { BrandForm } from './brand-form.tsx'
import { CatalogListPage } from './catalog-list-page.tsx'

/** /admin/brands: every brand as a table; add and edit in a modal. */
export function BrandsPage() {
  const texts = useTexts(adminCatalog).brands
  const table = useTableParams({ sort: 'name', order: 'asc' })
  const brands = useAdminBrands(table.params)

  return (
    <CatalogListPage<AdminBrand>
      texts={texts}
      list={brands}
      table={table}
      picture={thumbnailColumn('logo', texts.logo, (row) => row.logo, {
        w: 40,
        h: 40,
        fit: 'contain',
      })}
      ownColumns={[{ key: 'country', label: texts.country, render: (row) => row.country ?? '' }]}
      form={(brand, done) => <BrandForm brand={brand} onDone={done} />}
    />
  )
}
