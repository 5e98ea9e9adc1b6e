import type { AdminOrderFilters, AdminOrderList } from '@kyanma/shared'
import { staffTable } from '#app/components/admin/table-records.ts'
import { ADMIN_ORDERS_KEY } from './order-keys.ts'

/** GET /admin/orders: one page of every customer's orders, searched and filtered. */
export const { query: adminOrdersQuery, useList: useAdminOrders } = staffTable<
  AdminOrderList,
  AdminOrderFilters
>([...ADMIN_ORDERS_KEY, 'list'], '/admin/orders')
