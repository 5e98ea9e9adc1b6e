import type { AdminOrderRow } from '@kyanma/shared'
import { Anchor } from '@mantine/core'
import { adminPaths } from '#app/components/admin/admin-nav.ts'
import { customerColumn, plainNumberColumn } from '#app/components/admin/common-columns.tsx'
import type { DataColumn } from '#app/components/admin/data-table.tsx'
import { Link } from '#app/components/link.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminOrders as englishAdminOrders } from '#app/locales/en/admin/orders.ts'
import classes from './order-columns.module.css'
import { OrderStatusBadge } from './order-status-badge.tsx'

/**
 * The order table's columns (the list page and the dashboard's waiting list show the same), in
 * the page's language.
 */
export function useOrderColumns(): DataColumn<AdminOrderRow>[] {
  const adminOrders = useTexts(englishAdminOrders)
  const texts = adminOrders.columns
  const format = useFormat()
  return [
    {
      key: 'id',
      label: texts.voucherNo,
      sortable: true,
      render: (row) => (
        <Anchor component={Link} to={adminPaths.order(row.id)} fw={500} className={classes.nowrap}>
          {row.voucherNo}
        </Anchor>
      ),
    },
    {
      key: 'createdAt',
      label: texts.placedAt,
      sortable: true,
      render: (row) => <span className={classes.nowrap}>{format.dateTime(row.createdAt)}</span>,
    },
    customerColumn(texts.customer, (row) => row.customer),
    {
      key: 'paymentType',
      label: texts.payment,
      render: (row) => adminOrders.paymentTypes[row.paymentType],
    },
    {
      key: 'isDelivery',
      label: texts.receive,
      render: (row) => (row.isDelivery ? adminOrders.receive.delivery : adminOrders.receive.pickUp),
    },
    {
      key: 'total',
      label: texts.total,
      sortable: true,
      align: 'right',
      render: (row) => format.ks(row.total),
    },
    {
      key: 'status',
      label: texts.status,
      sortable: true,
      render: (row) => <OrderStatusBadge status={row.status} />,
    },
    plainNumberColumn(format, 'receipts', texts.receipts, (row) => row.receiptCount),
  ]
}
