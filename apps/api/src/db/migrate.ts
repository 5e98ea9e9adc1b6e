import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { DatabaseTarget } from '../config.ts'
import { apiPath } from '../paths.ts'
import type { DatabaseHandle } from './client.ts'

const migrationsFolder = apiPath('drizzle')
/** Any constant; processes starting together take this lock so only one of them migrates. */
const MIGRATION_LOCK_KEY = 7_302_611

/** Applies the committed drizzle-kit migrations, the same files for PGlite and PostgreSQL. */
export async function migrateDatabase(
  handle: DatabaseHandle,
  target: DatabaseTarget,
): Promise<void> {
  if (target.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder })
    return
  }
  const options = target.schema ? `-c search_path=${target.schema},public` : undefined
  const client = new pg.Client({ connectionString: target.url, ...(options && { options }) })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migrateNodePg(drizzleNodePg({ client }), {
      migrationsFolder,
      ...(target.schema && { migrationsSchema: target.schema }),
    })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
    await client.end()
  }
}
