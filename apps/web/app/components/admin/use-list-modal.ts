import { useState } from 'react'

/** What a list page's modal has open: a new row (`row` null) or that row; `opening` counts. */
export interface ListModalOpening<Row> {
  row: Row | null
  /** Tells one opening from the next, so each draws its form afresh. */
  opening: number
}

export interface ListModalState<Row> {
  /** null while closed. */
  editing: ListModalOpening<Row> | null
  add: () => void
  edit: (row: Row) => void
  close: () => void
}

/** Which row a list page's modal has open, if any (the state behind `ListModal`). */
export function useListModal<Row>(): ListModalState<Row> {
  const [editing, setEditing] = useState<ListModalOpening<Row> | null>(null)
  const open = (row: Row | null) =>
    setEditing((current) => ({ row, opening: (current?.opening ?? 0) + 1 }))
  return {
    editing,
    add: () => open(null),
    edit: (row) => open(row),
    close: () => setEditing(null),
  }
}
