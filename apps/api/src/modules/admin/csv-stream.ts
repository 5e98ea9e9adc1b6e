import { Readable } from 'node:stream'
import { CSV_FORMAT, csvRow } from '@kyanma/shared'

type Cell = string | number | boolean | null | undefined

/** Rows read per query: memory stays flat however many rows there are. */
export const CSV_EXPORT_BATCH = 1000

/**
 * A table as CSV (spec section 9 defaults: comma, double quotes, byte-order mark so Excel reads
 * Burmese text as UTF-8), streamed: rows are read in id order a batch at a time (keyset, never
 * OFFSET) and written as they come. Every staff export (orders, customers, products) is one.
 */
export function streamCsvById<Row extends { id: number }>(
  header: readonly string[],
  readBatch: (afterId: number, limit: number) => Promise<Row[]>,
  cells: (row: Row) => Cell[],
  batch = CSV_EXPORT_BATCH,
): Readable {
  async function* lines() {
    yield CSV_FORMAT.byteOrderMark + csvRow(header)
    let afterId = 0
    for (;;) {
      const rows = await readBatch(afterId, batch)
      if (rows.length === 0) return
      yield rows.map((row) => csvRow(cells(row))).join('')
      afterId = rows[rows.length - 1]?.id ?? afterId
      if (rows.length < batch) return
    }
  }
  return Readable.from(lines())
}
