import { mkdirSync } from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import type { DatabaseTarget } from '../config.ts'
import { type ListenerOutage, listenWithReconnect, type PgListener } from './pg-listener.ts'
import { PgliteInWorker } from './pglite-in-worker.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
/** The Drizzle database, the same type whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>

/** A transaction handle, or the database itself when no transaction is needed. */
export type DbExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres'
  db: Database
  /** Calls `onMessage` for every notification on `channel`; `outage` while some may be missed. */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    outage?: ListenerOutage,
  ): Promise<PgListener>
  /**
   * Whether every listening connection is up. While one is down, notifications are being lost,
   * so this process's caches cannot be trusted (the health check answers 503, decision 061).
   */
  listening(): boolean
  /**
   * After a bulk load. PGlite runs no autovacuum: VACUUM ANALYZE of everything. On PostgreSQL,
   * VACUUM ANALYZE of `tables` (the visibility map that index-only scans need is set only by a
   * VACUUM, and a bulk load leaves dead rows behind its triggers' updates); without `tables`,
   * ANALYZE only, leaving the rest to autovacuum (a shared test database has many schemas).
   */
  vacuumAnalyze(tables?: readonly string[]): Promise<void>
  /** PGlite only: the whole database as a tar file, for the test suite's shared starting point. */
  dump?(): Promise<Buffer>
  close(): Promise<void>
}

const drizzleOptions = { schema, casing: 'snake_case' } as const

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'pglite'
    ? openPglite(target.dataDir, target.loadDump)
    : openPostgres(target.url, target.listenUrl ?? target.url, target.schema)
}

async function openPglite(dataDir: string | null, loadDump?: string): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  // PGlite runs in a worker thread so that a slow statement does not stall every request.
  const client = await PgliteInWorker.start({ dataDir, ...(loadDump && { loadDump }) })
  // Drizzle's PGlite driver calls only `query` and `transaction`, which the worker's client has.
  const db = drizzlePglite({ client: client as unknown as PGlite, ...drizzleOptions })
  return {
    kind: 'pglite',
    db: db as unknown as Database,
    async listen(channel, onMessage) {
      const unlisten = await client.listen(channel, onMessage)
      return { listening: true, close: unlisten }
    },
    // Notifications stay inside the process: there is no connection to lose.
    listening: () => true,
    async vacuumAnalyze() {
      await client.exec('VACUUM ANALYZE')
    },
    dump: () => client.dump(),
    close: () => client.close(),
  }
}

async function openPostgres(
  url: string,
  listenUrl: string,
  searchSchema?: string,
): Promise<DatabaseHandle> {
  // A test run gets a schema of its own; production uses the server's default search path.
  const options = searchSchema ? `-c search_path=${searchSchema},public` : undefined
  const pool = new pg.Pool({ connectionString: url, ...(options && { options }), max: 10 })
  // An idle client that loses its connection must not bring the process down.
  pool.on('error', () => {})
  await pool.query('select 1')
  if (listenUrl !== url)
    await refuseListenerElsewhere(pool, listenUrl).catch(async (error) => {
      await pool.end()
      throw error
    })
  const db = drizzleNodePg({ client: pool, ...drizzleOptions }) as unknown as Database
  const listeners = new Set<PgListener>()
  return {
    kind: 'postgres',
    db,
    async listen(channel, onMessage, outage) {
      // Channels belong to the database, not to a schema: the listener needs no search path.
      const listener = await listenWithReconnect(
        { connectionString: listenUrl },
        channel,
        onMessage,
        outage,
      )
      listeners.add(listener)
      // A listener its owner closed no longer counts: it is not down, it is gone.
      return {
        get listening() {
          return listener.listening
        },
        async close() {
          listeners.delete(listener)
          await listener.close()
        },
      }
    },
    listening: () => [...listeners].every((listener) => listener.listening),
    async vacuumAnalyze(tables) {
      const names = (tables ?? []).map((table) => `"${table.replaceAll('"', '""')}"`)
      await pool.query(names.length > 0 ? `VACUUM ANALYZE ${names.join(', ')}` : 'ANALYZE')
    },
    async close() {
      await Promise.all([...listeners].map((listener) => listener.close()))
      await pool.end()
    },
  }
}

/**
 * NOTIFY reaches only listeners of the same database. A listener URL naming another one would
 * start fine and then never hear a change, leaving every node's caches stale, so refuse it.
 */
async function refuseListenerElsewhere(pool: pg.Pool, listenUrl: string) {
  const currentDatabase = 'select current_database() as name'
  const listener = new pg.Client({ connectionString: listenUrl })
  await listener.connect()
  try {
    const [poolSide, listenSide] = await Promise.all([
      pool.query<{ name: string }>(currentDatabase),
      listener.query<{ name: string }>(currentDatabase),
    ])
    const expected = poolSide.rows[0]?.name
    const found = listenSide.rows[0]?.name
    if (expected !== found)
      throw new Error(
        `DATABASE_LISTEN_URL reaches database "${found}", DATABASE_URL "${expected}": ` +
          'notifications are sent in one and would never reach the other',
      )
  } finally {
    await listener.end()
  }
}
