import type { AdminPrescriptionRow } from '@kyanma/shared'
import { Box, Button, Text } from '@mantine/core'
import { adminPaths } from '#app/components/admin/admin-nav.ts'
import {
  customerColumn,
  dateTimeColumn,
  voucherColumn,
} from '#app/components/admin/common-columns.tsx'
import type { DataColumn } from '#app/components/admin/data-table.tsx'
import { Link } from '#app/components/link.tsx'
import type { Formatters } from '#app/lib/use-format.ts'
import type { adminPrescriptions } from '#app/locales/en/admin/prescriptions.ts'
import { PrescriptionItems } from './prescription-items.tsx'

type Texts = typeof adminPrescriptions

/**
 * The queue's columns. The due time shows where the order waits for the customer (a missing or
 * refused image), the reason where the pharmacist refused; the last column opens the check.
 */
export function prescriptionColumns(
  texts: Texts,
  format: Formatters,
  shown: { due: boolean; reason: boolean },
): DataColumn<AdminPrescriptionRow>[] {
  const columns: (DataColumn<AdminPrescriptionRow> | false)[] = [
    voucherColumn(texts.columns.voucherNo, (row) => ({
      id: row.orderId,
      voucherNo: row.voucherNo,
    })),
    customerColumn(texts.columns.customer, (row) => row.customer),
    dateTimeColumn(
      'createdAt',
      texts.columns.placedAt,
      format.dateTime,
      (row) => row.createdAt,
      true,
    ),
    {
      key: 'items',
      label: texts.columns.items,
      // Wide enough for a product's name: the table scrolls sideways on a phone instead.
      render: (row) => (
        <Box miw={220}>
          <PrescriptionItems items={row.items} size="sm" />
        </Box>
      ),
    },
    {
      key: 'images',
      label: texts.columns.images,
      render: (row) => (
        <Text size="sm" c={row.files.length === 0 ? 'dimmed' : undefined} style={NO_WRAP}>
          {row.files.length === 0 ? texts.noImages : texts.imageCount(row.files.length)}
        </Text>
      ),
    },
    shown.due && dateTimeColumn('dueAt', texts.columns.due, format.dateTime, (row) => row.dueAt),
    shown.reason && {
      key: 'reason',
      label: texts.columns.reason,
      render: (row) => (
        <Text size="sm" maw={260}>
          {row.refusalReason}
        </Text>
      ),
    },
    {
      key: 'check',
      label: '',
      align: 'right',
      render: (row) => (
        <Button
          component={Link}
          to={adminPaths.prescription(row.orderId)}
          size="xs"
          variant={row.status === 'WAITING_CHECK' ? 'filled' : 'light'}
        >
          {row.status === 'WAITING_CHECK' ? texts.check : texts.view}
        </Button>
      ),
    },
  ]
  return columns.filter((column) => column !== false)
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const
