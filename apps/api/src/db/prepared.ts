import type { Database } from './client.ts'

/**
 * A statement the hot read paths run on every request, built once per database handle (decision
 * 053). Drizzle then renders its SQL once instead of per request, and the name it is prepared
 * under makes node-postgres PREPARE it once per pooled connection, so PostgreSQL parses it once
 * and, after a few runs, keeps a generic plan instead of planning each request. PGlite ignores the
 * name and only gains the first part.
 *
 * Prepared statements run on the database itself, never inside a caller's transaction: only
 * reads that need none belong here. Names must be unique across the app.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>()
  return (db) => {
    let statement = built.get(db)
    if (statement === undefined) {
      statement = build(db)
      built.set(db, statement)
    }
    return statement
  }
}
