import { Readable } from 'node:stream'
import { CSV_FORMAT, csvRow } from '@kyanma/shared'
import type { FastifyReply } from 'fastify'

/** Rows read per query: memory stays flat however many rows there are. */
export const EXPORT_BATCH = 1000

type Cell = string | number | null | undefined

/**
 * A CSV export streamed with spec section 9's defaults (comma, double quotes, byte-order mark so
 * Excel reads Burmese text as UTF-8; formula cells neutralised by `csvRow`). Rows are read in id
 * order a batch at a time (`readBatch` answers the rows after `afterId`, at most `limit`) and
 * written as they come, so 100,000 rows never sit in memory at once.
 */
export function streamCsv<Row extends { id: number }>(options: {
  header: readonly string[]
  readBatch: (afterId: number, limit: number) => Promise<Row[]>
  cells: (row: Row) => Cell[]
  batch?: number
}): Readable {
  const batch = options.batch ?? EXPORT_BATCH
  async function* lines() {
    yield CSV_FORMAT.byteOrderMark + csvRow(options.header)
    let afterId = 0
    for (;;) {
      const rows = await options.readBatch(afterId, batch)
      if (rows.length === 0) return
      yield rows.map((row) => csvRow(options.cells(row))).join('')
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
