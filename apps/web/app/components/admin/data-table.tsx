import type { AdminListParams, ListResponse } from '@kyanma/shared'
import {
  Button,
  Group,
  Pagination,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconChevronDown, IconChevronUp, IconSearch, IconSelector } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import classes from './data-table.module.css'
import { tableRange } from './table-range.ts'

export interface DataColumn<Row> {
  /** The sort name sent to the server when `sortable`; otherwise only a React key. */
  key: string
  label: string
  sortable?: boolean
  render: (row: Row) => ReactNode
  align?: 'left' | 'right' | 'center'
}

/** The page, sort and search a table shows, from the address (`useTableParams`). */
export interface TableState {
  params: AdminListParams
  setPage: (page: number) => void
  setSort: (sort: string, order: 'asc' | 'desc') => void
  setSearch: (search: string) => void
}

interface DataTableProps<Row> {
  columns: DataColumn<Row>[]
  /** The list call (a TanStack query of one page); `data` is undefined while it first loads. */
  list: { data: ListResponse<Row> | undefined; isError: boolean; refetch: () => unknown }
  table: TableState
  /** Shows the search box (debounced). */
  searchable?: boolean
  searchPlaceholder?: string
  rowKey: (row: Row) => string | number
  /** Filters and buttons shown beside the search box. */
  toolbar?: ReactNode
}

/**
 * The back office's generic table (spec section 9): the server pages, sorts and searches; this
 * shows one page, the sort on the headers, and the footer 'Showing X to Y of Z entries' with
 * ceiling(total / page size) pages.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { data } = props.list
  const { params } = props.table
  const range = tableRange(params.page, params.size, data?.total ?? 0)
  const texts = useTexts(adminCommon).table
  const format = useFormat()
  const search = useDebouncedCallback((value: string) => props.table.setSearch(value), 500)

  return (
    <Stack gap="sm">
      {(props.searchable || props.toolbar) && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          {props.searchable && (
            <TextInput
              className={classes.search}
              aria-label={texts.search}
              placeholder={props.searchPlaceholder ?? texts.search}
              leftSection={<IconSearch size={16} aria-hidden />}
              defaultValue={params.search}
              onChange={(event) => search(event.currentTarget.value)}
            />
          )}
          {props.toolbar && (
            <Group gap="sm" className={classes.toolbar}>
              {props.toolbar}
            </Group>
          )}
        </Group>
      )}
      <ScrollArea type="auto">
        <Table striped highlightOnHover verticalSpacing="xs" miw={640}>
          <Table.Thead>
            <Table.Tr>
              {props.columns.map((column) => (
                <Table.Th key={column.key} ta={column.align}>
                  {column.sortable ? (
                    <SortHeader column={column} table={props.table} />
                  ) : (
                    column.label
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.data.map((row) => (
              <Table.Tr key={props.rowKey(row)}>
                {props.columns.map((column) => (
                  <Table.Td key={column.key} ta={column.align}>
                    {column.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListState list={props.list} />
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" data-testid="table-footer">
          {texts.showing(range.from, range.to, range.total)}
        </Text>
        {range.pages > 1 && (
          <Pagination
            size="sm"
            total={range.pages}
            value={params.page + 1}
            onChange={(page) => props.table.setPage(page - 1)}
            // Myanmar digits on Burmese pages; English keeps Mantine's own numbers.
            getItemProps={(page) => ({
              children: format.language === 'en' ? page : format.number(page),
            })}
          />
        )}
      </Group>
    </Stack>
  )
}

function ListState<Row>({ list }: { list: DataTableProps<Row>['list'] }) {
  const common = useTexts(adminCommon)
  const texts = common.table
  const { data, isError } = list
  if (isError)
    return (
      <Group gap="sm">
        <Text c="red">{texts.loadFailed}</Text>
        <Button size="xs" variant="light" onClick={() => void list.refetch()}>
          {texts.retry}
        </Button>
      </Group>
    )
  if (!data) return <Text c="dimmed">{common.loading}</Text>
  if (data.data.length === 0) return <Text c="dimmed">{texts.empty}</Text>
  return null
}

function SortHeader<Row>(props: { column: DataColumn<Row>; table: TableState }) {
  const texts = useTexts(adminCommon).table
  const { column } = props
  const { params } = props.table
  const active = params.sort === column.key
  const Icon = !active ? IconSelector : params.order === 'asc' ? IconChevronUp : IconChevronDown
  const next = active && params.order === 'asc' ? 'desc' : 'asc'
  return (
    <UnstyledButton
      className={classes.sort}
      onClick={() => props.table.setSort(column.key, next)}
      aria-label={
        active
          ? `${column.label}, ${params.order === 'asc' ? texts.sortAscending : texts.sortDescending}`
          : column.label
      }
    >
      {column.label}
      <Icon size={14} aria-hidden />
    </UnstyledButton>
  )
}
