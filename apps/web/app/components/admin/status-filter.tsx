import { ScrollArea, SegmentedControl } from '@mantine/core'
import type { useTableParams } from './use-table-params.ts'

type FilterState = Pick<ReturnType<typeof useTableParams>, 'filter' | 'setFilter'>

/**
 * A list's `status` filter, kept in the address with the table's other params: the first status
 * (all) is the default and leaves the address. Unknown values read as the default.
 */
export function useStatusFilter<const S extends readonly [string, ...string[]]>(
  table: FilterState,
  statuses: S,
): S[number] {
  return statuses.find((value) => value === table.filter('status')) ?? statuses[0]
}

/** The status filter's buttons, for a DataTable's toolbar; on a narrow phone they scroll sideways. */
export function StatusFilter<S extends string>(props: {
  table: FilterState
  statuses: readonly S[]
  value: S
  labels: Record<S, string> & { label: string }
}) {
  const { table, statuses } = props
  return (
    <ScrollArea type="auto" scrollbarSize={4} offsetScrollbars="x" maw="100%">
      <SegmentedControl
        aria-label={props.labels.label}
        value={props.value}
        onChange={(value) => table.setFilter('status', value === statuses[0] ? null : value)}
        data={statuses.map((value) => ({ value, label: props.labels[value] }))}
      />
    </ScrollArea>
  )
}
