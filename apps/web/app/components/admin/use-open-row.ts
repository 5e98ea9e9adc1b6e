import { useState } from 'react'

/**
 * Which row of a list page a read-or-act modal shows (a contact message, a refund to give).
 * It keeps the row's id, not the row: the modal shows the row as the list now has it, so what the
 * modal changed appears once the list reloads, and a row that `canOpen` no longer accepts (a
 * refund already given) closes it.
 */
export function useOpenRow<Row extends { id: number }>(
  rows: readonly Row[] | undefined,
  canOpen: (row: Row) => boolean = () => true,
) {
  const [openId, setOpenId] = useState<number | null>(null)
  return {
    /** The row the modal shows; null while closed. */
    row: rows?.find((row) => row.id === openId && canOpen(row)) ?? null,
    open: (row: Row) => setOpenId(row.id),
    close: () => setOpenId(null),
  }
}
