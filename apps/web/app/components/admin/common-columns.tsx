import { Badge, Button } from '@mantine/core'
import { adminCommon } from '../../locales/en/admin/common.ts'
import type { DataColumn } from './data-table.tsx'

/** A yes/no column shown as a green or grey badge (active, published...). */
export function flagColumn<Row>(
  label: string,
  isOn: (row: Row) => boolean,
  words: { on: string; off: string } = { on: adminCommon.yes, off: adminCommon.no },
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
export function editColumn<Row>(onEdit: (row: Row) => void): DataColumn<Row> {
  return {
    key: 'actions',
    label: adminCommon.actions,
    render: (row) => (
      <Button size="compact-sm" variant="light" onClick={() => onEdit(row)}>
        {adminCommon.edit}
      </Button>
    ),
  }
}
