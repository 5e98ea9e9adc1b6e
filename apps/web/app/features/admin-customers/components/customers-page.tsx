import { type AdminCustomerRow, type LoyaltyLevelName, levelName } from '@kyanma/shared'
import { Anchor } from '@mantine/core'
import { AdminListPage } from '#app/components/admin/admin-list-page.tsx'
import { adminPaths } from '#app/components/admin/admin-nav.ts'
import { sortableDateColumn } from '#app/components/admin/common-columns.tsx'
import type { DataColumn } from '#app/components/admin/data-table.tsx'
import { ExportCsvButton } from '#app/components/admin/export-csv-button.tsx'
import { useTableParams } from '#app/components/admin/use-table-params.ts'
import { Link } from '#app/components/link.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { type Formatters, useFormat } from '#app/lib/use-format.ts'
import { adminCustomers } from '#app/locales/en/admin/customers.ts'
import { pointTexts } from '#app/locales/en/points.ts'
import { useCustomers } from '../api/get-customers.ts'

/** The table's columns in the page's language. */
function customerColumns(
  texts: typeof adminCustomers,
  format: Formatters,
  levelNames: Readonly<Record<LoyaltyLevelName, string>>,
): DataColumn<AdminCustomerRow>[] {
  return [
    { key: 'id', label: texts.columns.id, sortable: true, render: (row) => row.id },
    {
      key: 'name',
      label: texts.columns.name,
      sortable: true,
      render: (row) => (
        <Anchor component={Link} to={adminPaths.customer(row.id)}>
          {row.name}
        </Anchor>
      ),
    },
    { key: 'phone', label: texts.columns.phone, render: (row) => row.phone ?? '' },
    { key: 'email', label: texts.columns.email, render: (row) => row.email ?? '' },
    { key: 'level', label: texts.columns.level, render: (row) => levelName(row.level, levelNames) },
    {
      key: 'points',
      label: texts.columns.points,
      sortable: true,
      align: 'right',
      render: (row) => format.number(row.currentPoint),
    },
    {
      key: 'orders',
      label: texts.columns.orders,
      sortable: true,
      align: 'right',
      render: (row) => format.number(row.ordersCount),
    },
    sortableDateColumn('createdAt', texts.columns.joinedAt, format.dateTime, (row) => row.joinedAt),
  ]
}

/** /admin/customers: find a customer; export them all as CSV. */
export function CustomersPage() {
  const texts = useTexts(adminCustomers)
  const columns = customerColumns(texts, useFormat(), useTexts(pointTexts).levelNames)
  const table = useTableParams({ sort: 'createdAt' })
  const query = useCustomers(table.params)
  return (
    <AdminListPage
      title={texts.title}
      actions={<ExportCsvButton path="/admin/customers/export.csv" filename={texts.exportFile} />}
      list={query}
      table={table}
      columns={columns}
      searchPlaceholder={texts.searchPlaceholder}
    />
  )
}
