import { type AdminOrderFilters, ORDER_STATUSES, type OrderStatus } from '@kyanma/shared'
import { Button, Select, Switch } from '@mantine/core'
import { IconX } from '@tabler/icons-react'
import { AdminListPage } from '#app/components/admin/admin-list-page.tsx'
import { ExportCsvButton } from '#app/components/admin/export-csv-button.tsx'
import { useTableParams } from '#app/components/admin/use-table-params.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminOrders as englishAdminOrders } from '#app/locales/en/admin/orders.ts'
import { useAdminOrders } from '../api/get-admin-orders.ts'
import { useOrderColumns } from './order-columns.tsx'

/** /admin/orders: every order, searched, filtered by status or today, paged on the server. */
export function OrdersListPage() {
  const adminOrders = useTexts(englishAdminOrders)
  const texts = adminOrders.list
  const statusOptions = ORDER_STATUSES.map((status) => ({
    value: status,
    label: adminOrders.statuses[status],
  }))
  const orderColumns = useOrderColumns()
  const table = useTableParams({ sort: 'createdAt' })
  const status = table.filter('status')
  const filters: AdminOrderFilters = {
    status: ORDER_STATUSES.includes(status as OrderStatus) ? (status as OrderStatus) : undefined,
    placed: table.filter('placed') === 'today' ? 'today' : undefined,
    review: table.filter('review') === 'waiting' ? 'waiting' : undefined,
    delivery: table.filter('delivery') === 'waiting' ? 'waiting' : undefined,
  }
  const query = useAdminOrders(table.params, filters)
  // The file holds what the table shows: the same search and filters, every page.
  const exportQuery = new URLSearchParams()
  if (table.params.search) exportQuery.set('search', table.params.search)
  for (const [name, value] of Object.entries(filters)) if (value) exportQuery.set(name, value)

  return (
    <AdminListPage
      title={texts.title}
      actions={
        <ExportCsvButton
          path={`/admin/orders/export.csv?${exportQuery}`}
          filename={texts.exportFile}
        />
      }
      list={query}
      table={table}
      columns={orderColumns}
      searchPlaceholder={texts.searchPlaceholder}
      toolbar={
        <>
          {filters.review && (
            <FilterChip
              label={adminOrders.dashboard.waitingForReview}
              onRemove={() => table.setFilter('review', null)}
            />
          )}
          {filters.delivery && (
            <FilterChip
              label={adminOrders.dashboard.toDeliver}
              onRemove={() => table.setFilter('delivery', null)}
            />
          )}
          <Select
            aria-label={texts.statusFilter}
            placeholder={texts.allStatuses}
            data={statusOptions}
            value={filters.status ?? null}
            onChange={(value) => table.setFilter('status', value)}
            clearable
            w={200}
          />
          <Switch
            label={texts.placedToday}
            checked={filters.placed === 'today'}
            onChange={(event) =>
              table.setFilter('placed', event.currentTarget.checked ? 'today' : null)
            }
          />
        </>
      }
    />
  )
}

/** A filter the dashboard's cards set, shown so that staff can see it and take it off. */
function FilterChip(props: { label: string; onRemove: () => void }) {
  const texts = useTexts(englishAdminOrders).list
  return (
    <Button
      size="xs"
      variant="light"
      rightSection={<IconX size={14} aria-hidden />}
      aria-label={texts.removeFilter(props.label)}
      onClick={props.onRemove}
    >
      {props.label}
    </Button>
  )
}
