import type { SQL } from 'drizzle-orm'
import type { DbExecutor } from './client.ts'

/**
 * The rows of a hand-written statement. node-postgres and PGlite both answer `execute` with
 * `rows`, but drizzle types the result per driver, so the shape is named once here.
 */
export async function rawRows<Row>(db: DbExecutor, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] }
  return result.rows
}
