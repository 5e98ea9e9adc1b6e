import { Readable } from 'node:stream'
import { CSV_FORMAT, csvRow } from '@kyanma/shared'
import type { FastifyReply } from 'fastify'

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

/** Answers a CSV stream as a private download named `filename`. */
export function sendCsv(reply: FastifyReply, csv: Readable, filename: string) {
  return (
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      // A stream is sent as it is (no serializer); the cast only quiets the typed reply.
      .send(csv as never)
  )
}
