import type { AdminCustomerOrderRow } from '@kyanma/shared'
import { Anchor } from '@mantine/core'
import { adminPaths } from '#app/components/admin/admin-nav.ts'
import { sortableDateColumn } from '#app/components/admin/common-columns.tsx'
import type { DataColumn } from '#app/components/admin/data-table.tsx'
import { Link } from '#app/components/link.tsx'
import { OrderStatusBadge } from '#app/features/admin-orders/components/order-status-badge.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { type Formatters, useFormat } from '#app/lib/use-format.ts'
import { adminCustomers } from '#app/locales/en/admin/customers.ts'
import { adminOrders } from '#app/locales/en/admin/orders.ts'
import { useCustomerOrders } from '../api/get-customer-records.ts'
import { CustomerRecordsTable } from './customer-records-table.tsx'

/** The table's columns in the page's language. */
function orderColumnsOf(
  texts: typeof adminCustomers.orderColumns,
  paymentTypes: typeof adminOrders.paymentTypes,
  format: Formatters,
): DataColumn<AdminCustomerOrderRow>[] {
  return [
    {
      key: 'voucherNo',
      label: texts.voucherNo,
      render: (row) => (
        <Anchor component={Link} to={adminPaths.order(row.id)}>
          {row.voucherNo}
        </Anchor>
      ),
    },
    sortableDateColumn('createdAt', texts.createdAt, format.dateTime, (row) => row.createdAt),
    {
      key: 'status',
      label: texts.status,
      sortable: true,
      render: (row) => <OrderStatusBadge status={row.status} />,
    },
    {
      key: 'paymentType',
      label: texts.paymentType,
      render: (row) => paymentTypes[row.paymentType],
    },
    {
      key: 'total',
      label: texts.total,
      sortable: true,
      align: 'right',
      render: (row) => format.ks(row.total),
    },
  ]
}

/** The customer's orders; each links to the order's back-office page. */
export function CustomerOrdersTable({ customerId }: { customerId: number }) {
  const texts = useTexts(adminCustomers)
  const { paymentTypes } = useTexts(adminOrders)
  return (
    <CustomerRecordsTable
      customerId={customerId}
      useRecords={useCustomerOrders}
      columns={orderColumnsOf(texts.orderColumns, paymentTypes, useFormat())}
      searchPlaceholder={texts.searchOrders}
    />
  )
}
