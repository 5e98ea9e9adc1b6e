import type { AdminProductRow } from '@kyanma/shared'
import { Anchor, Image, Select } from '@mantine/core'
import { AddButton } from '#app/components/admin/add-button.tsx'
import { AdminListPage } from '#app/components/admin/admin-list-page.tsx'
import { adminPaths } from '#app/components/admin/admin-nav.ts'
import { flagColumn } from '#app/components/admin/common-columns.tsx'
import type { DataColumn } from '#app/components/admin/data-table.tsx'
import { ExportCsvButton } from '#app/components/admin/export-csv-button.tsx'
import { nameIn } from '#app/components/admin/name-in-language.ts'
import { useTableParams } from '#app/components/admin/use-table-params.ts'
import { WithBurmese } from '#app/components/admin/with-burmese.tsx'
import { Link } from '#app/components/link.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { type Formatters, useFormat } from '#app/lib/use-format.ts'
import { adminCatalog } from '#app/locales/en/admin/catalog.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { categorySelectData, pickerSearch, useCatalogOptions } from '../api/get-catalog-options.ts'
import { useAdminProducts } from '../api/get-products.ts'

type CatalogTexts = typeof adminCatalog

/** The table's columns in the page's language. */
function productColumns(
  texts: CatalogTexts,
  common: typeof adminCommon,
  format: Formatters,
): DataColumn<AdminProductRow>[] {
  const columnTexts = texts.products.columns
  return [
    {
      key: 'thumbnail',
      label: columnTexts.image,
      render: (row) =>
        row.thumbnail ? <Image src={row.thumbnail} alt="" w={40} h={40} radius="sm" /> : null,
    },
    {
      key: 'name',
      label: columnTexts.name,
      sortable: true,
      render: (row) => (
        <WithBurmese burmese={row.nameMy}>
          <Anchor component={Link} to={adminPaths.product(row.id)} size="sm">
            {row.name}
          </Anchor>
        </WithBurmese>
      ),
    },
    {
      key: 'category',
      label: columnTexts.category,
      render: (row) => nameIn(format.language, row.category),
    },
    {
      key: 'brand',
      label: columnTexts.brand,
      render: (row) => (row.brand ? nameIn(format.language, row.brand) : ''),
    },
    {
      key: 'retailPrice',
      label: columnTexts.price,
      sortable: true,
      align: 'right',
      render: (row) => format.ks(row.price),
    },
    {
      key: 'stock',
      label: columnTexts.stock,
      sortable: true,
      align: 'right',
      render: (row) => format.number(row.stock),
    },
    flagColumn(common, columnTexts.active, (row) => row.isActive),
  ]
}

/** /admin/products: every product, active or not, with search, a category filter and export. */
export function ProductsPage() {
  const catalog = useTexts(adminCatalog)
  const texts = catalog.products
  const format = useFormat()
  const columns = productColumns(catalog, useTexts(adminCommon), format)
  const table = useTableParams({ sort: 'createdAt', order: 'desc' })
  const categoryId = table.filter('categoryId')
  const active = table.filter('active')
  const products = useAdminProducts(table.params, { categoryId, active })
  const options = useCatalogOptions()

  return (
    <AdminListPage
      title={texts.title}
      actions={
        <>
          <ExportCsvButton path="/admin/products/export.csv" filename={texts.exportFile} />
          <AddButton label={texts.add} to={adminPaths.newProduct} />
        </>
      }
      list={products}
      table={table}
      columns={columns}
      searchPlaceholder={texts.searchPlaceholder}
      toolbar={
        <>
          <Select
            aria-label={texts.statusFilter}
            data={[
              { value: '', label: texts.allStatuses },
              { value: 'true', label: texts.activeOnly },
              { value: 'false', label: texts.inactiveOnly },
            ]}
            value={active}
            onChange={(value) => table.setFilter('active', value || null)}
            allowDeselect={false}
            w={200}
          />
          <Select
            aria-label={texts.categoryFilter}
            placeholder={texts.allCategories}
            data={categorySelectData(options.data, catalog, format.language)}
            filter={pickerSearch}
            value={categoryId || null}
            onChange={(value) => table.setFilter('categoryId', value)}
            searchable
            clearable
            w={260}
          />
        </>
      }
    />
  )
}
