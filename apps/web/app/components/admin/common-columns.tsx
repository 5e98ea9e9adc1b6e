import { Anchor, Badge, Button, Image, type ImageProps, Stack, Text } from '@mantine/core'
import type { Formatters } from '#app/lib/use-format.ts'
import type { adminCommon } from '#app/locales/en/admin/common.ts'
import { Link } from '../link.tsx'
import { adminPaths } from './admin-nav.ts'
import type { DataColumn } from './data-table.tsx'
import { plainNumber } from './plain-number.ts'
import { WithBurmese } from './with-burmese.tsx'

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

/** A record's name with its Burmese name under it, sorted by the English one (brands, categories). */
export function nameColumn<Row extends { name: string; nameMy: string | null }>(
  label: string,
): DataColumn<Row> {
  return {
    key: 'name',
    label,
    sortable: true,
    render: (row) => <WithBurmese burmese={row.nameMy}>{row.name}</WithBurmese>,
  }
}

/** A count or position, bare and right-aligned, in the page's digits (plain-number.ts). */
export function plainNumberColumn<Row>(
  format: Formatters,
  key: string,
  label: string,
  numberOf: (row: Row) => number,
  sortable = false,
): DataColumn<Row> {
  return {
    key,
    label,
    sortable,
    align: 'right',
    render: (row) => plainNumber(format, numberOf(row)),
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

/** The order of a row: its voucher number in one piece, a link to the order (refunds, prescriptions). */
export function voucherColumn<Row>(
  label: string,
  orderOf: (row: Row) => { id: number; voucherNo: string },
): DataColumn<Row> {
  return {
    key: 'voucherNo',
    label,
    render: (row) => (
      <Anchor component={Link} to={adminPaths.order(orderOf(row).id)} fw={500} style={NO_WRAP}>
        {orderOf(row).voucherNo}
      </Anchor>
    ),
  }
}

/**
 * A date the server sorts the table by (`key` is its sort name), written as `format` writes it
 * (`format.longDate` for a day, `format.dateTime` for a moment).
 */
export function sortableDateColumn<Row>(
  key: string,
  label: string,
  format: (value: string) => string,
  dateOf: (row: Row) => string,
): DataColumn<Row> {
  return { key, label, sortable: true, render: (row) => format(dateOf(row)) }
}

/**
 * A row's picture as its small thumbnail, nothing when it has none; `look` sizes and shapes it
 * for what the picture is (a logo is fitted whole, a banner cropped to its shape).
 */
export function thumbnailColumn<Row>(
  key: string,
  label: string,
  pictureOf: (row: Row) => { urls: { thumbnail: string } } | null,
  look: ImageProps,
): DataColumn<Row> {
  return {
    key,
    label,
    render: (row) => {
      const picture = pictureOf(row)
      return picture ? <Image src={picture.urls.thumbnail} alt="" {...look} /> : null
    },
  }
}

/** When a row happened, in one piece: the table scrolls sideways on a phone instead. */
export function dateTimeColumn<Row>(
  key: string,
  label: string,
  format: (value: string) => string,
  dateOf: (row: Row) => string | null,
  sortable = false,
): DataColumn<Row> {
  return {
    key,
    label,
    sortable,
    render: (row) => {
      const date = dateOf(row)
      return date && <span style={NO_WRAP}>{format(date)}</span>
    },
  }
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const
