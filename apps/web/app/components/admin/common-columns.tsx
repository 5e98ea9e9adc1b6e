import { Badge, Button, Stack, Text } from '@mantine/core'
import type { adminCommon } from '../../locales/en/admin/common.ts'
import type { DataColumn } from './data-table.tsx'

type AdminCommonTexts = typeof adminCommon

/** A yes/no column shown as a green or grey badge (active, published...), in `common`'s words. */
export function flagColumn<Row>(
  common: AdminCommonTexts,
  label: string,
  isOn: (row: Row) => boolean,
  words: { on: string; off: string } = { on: common.yes, off: common.no },
): DataColumn<Row> {
  return {
    key: `flag-${label}`,
    label,
    render: (row) => (
      <Badge color={isOn(row) ? 'green' : 'gray'} variant="light">
        {isOn(row) ? words.on : words.off}
      </Badge>
    ),
  }
}

/** The last column of a table whose rows open in an edit window. */
export function editColumn<Row>(
  common: AdminCommonTexts,
  onEdit: (row: Row) => void,
): DataColumn<Row> {
  return {
    key: 'actions',
    label: common.actions,
    render: (row) => (
      <Button size="compact-sm" variant="light" onClick={() => onEdit(row)}>
        {common.edit}
      </Button>
    ),
  }
}

/** The customer of a row: the name, the phone under it (orders, refunds). */
export function customerColumn<Row>(
  label: string,
  customerOf: (row: Row) => { name: string; phone: string | null },
): DataColumn<Row> {
  return {
    key: 'customer',
    label,
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm">{customerOf(row).name}</Text>
        <Text size="xs" c="dimmed">
          {customerOf(row).phone}
        </Text>
      </Stack>
    ),
  }
}
