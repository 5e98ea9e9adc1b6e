import { Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { AdminPage } from '#app/components/admin/admin-page.tsx'
import { DataTable } from '#app/components/admin/data-table.tsx'
import { useTableParams } from '#app/components/admin/use-table-params.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { adminOrders } from '#app/locales/en/admin/orders.ts'
import { useAdminOrders } from '../api/get-admin-orders.ts'
import { useOrderColumns } from './order-columns.tsx'
import { SummaryCards } from './summary-cards.tsx'

/**
 * /admin: today's counts, and the orders the shop must review first (oldest waiting first).
 * `notices` are other areas' calls for attention (the route composes them).
 */
export function DashboardPage({ notices }: { notices?: ReactNode }) {
  const common = useTexts(adminCommon)
  const orders = useTexts(adminOrders)
  const orderColumns = useOrderColumns()
  const table = useTableParams({ sort: 'createdAt', order: 'asc' })
  const query = useAdminOrders(table.params, { review: 'waiting' })
  return (
    <AdminPage title={common.nav.dashboard}>
      {notices}
      <SummaryCards />
      <Title order={2} size="h4">
        {orders.dashboard.waitingTitle}
      </Title>
      <DataTable list={query} table={table} columns={orderColumns} rowKey={(row) => row.id} />
    </AdminPage>
  )
}
