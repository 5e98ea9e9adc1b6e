import { type AdminOrderFilters, ORDER_STATUSES, type OrderStatus } from '@kyanma/shared'
import { Button, Select, Switch } from '@mantine/core'
import { IconDownload, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { AdminPage } from '../../../components/admin/admin-page.tsx'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { useTableParams } from '../../../components/admin/use-table-params.ts'
import { downloadStaffFile } from '../../../lib/staff-api.ts'
import { adminCommon } from '../../../locales/en/admin/common.ts'
import { adminOrders } from '../../../locales/en/admin/orders.ts'
import { useAdminOrders } from '../api/get-admin-orders.ts'
import { orderColumns } from './order-columns.tsx'

const texts = adminOrders.list
const statusOptions = ORDER_STATUSES.map((status) => ({
  value: status,
  label: adminOrders.statuses[status],
}))

/** /admin/orders: every order, searched, filtered by status or today, paged on the server. */
export function OrdersListPage() {
  const table = useTableParams({ sort: 'createdAt' })
  const status = table.filter('status')
  const filters: AdminOrderFilters = {
    status: ORDER_STATUSES.includes(status as OrderStatus) ? (status as OrderStatus) : undefined,
    placed: table.filter('placed') === 'today' ? 'today' : undefined,
    review: table.filter('review') === 'waiting' ? 'waiting' : undefined,
    delivery: table.filter('delivery') === 'waiting' ? 'waiting' : undefined,
  }
  const query = useAdminOrders(table.params, filters)
  const [exporting, setExporting] = useState(false)

  async function exportCsv() {
    setExporting(true)
    try {
      // The file holds what the table shows: the same search and filters, every page.
      const query = new URLSearchParams()
      if (table.params.search) query.set('search', table.params.search)
      for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value)
      await downloadStaffFile(`/admin/orders/export.csv?${query}`, texts.exportFile)
    } finally {
      setExporting(false)
    }
  }

  return (
    <AdminPage
      title={texts.title}
      actions={
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting}
          onClick={exportCsv}
        >
          {adminCommon.exportCsv}
        </Button>
      }
    >
      <DataTable
        list={query}
        table={table}
        searchable
        columns={orderColumns}
        searchPlaceholder={texts.searchPlaceholder}
        rowKey={(row) => row.id}
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
    </AdminPage>
  )
}

/** A filter the dashboard's cards set, shown so that staff can see it and take it off. */
function FilterChip(props: { label: string; onRemove: () => void }) {
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
