import { type AdminCustomerOrderRow, formatDateTime, formatKs } from '@kyanma/shared'
import { Anchor } from '@mantine/core'
import { adminPaths } from '../../../components/admin/admin-nav.ts'
import { type DataColumn, DataTable } from '../../../components/admin/data-table.tsx'
import { Link } from '../../../components/link.tsx'
import { adminCustomers } from '../../../locales/en/admin/customers.ts'
import { useCustomerOrders } from '../api/get-customer-orders.ts'
import { useLocalTableParams } from './use-local-table-params.ts'

const texts = adminCustomers.orderColumns

const columns: DataColumn<AdminCustomerOrderRow>[] = [
  {
    key: 'voucherNo',
    label: texts.voucherNo,
    render: (row) => (
      <Anchor component={Link} to={adminPaths.order(row.id)}>
        {row.voucherNo}
      </Anchor>
    ),
  },
  {
    key: 'createdAt',
    label: texts.createdAt,
    sortable: true,
    render: (row) => formatDateTime(row.createdAt),
  },
  { key: 'status', label: texts.status, sortable: true, render: (row) => row.status },
  { key: 'paymentType', label: texts.paymentType, render: (row) => row.paymentType },
  {
    key: 'total',
    label: texts.total,
    sortable: true,
    align: 'right',
    render: (row) => formatKs(row.total),
  },
]

/** The customer's orders; each links to the order's back-office page. */
export function CustomerOrdersTable({ customerId }: { customerId: number }) {
  const table = useLocalTableParams({ sort: 'createdAt' })
  const query = useCustomerOrders(customerId, table.params)
  return (
    <DataTable
      list={query}
      table={table}
      searchable
      columns={columns}
      searchPlaceholder={adminCustomers.searchOrders}
      rowKey={(row) => row.id}
    />
  )
}
