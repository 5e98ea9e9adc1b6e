import { rmSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { DatabaseTarget } from '../src/config.ts'
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts'
import { lockDataDir } from '../src/lib/data-dir-lock.ts'

/**
 * Where a bench run keeps its catalogue: PGlite in `.bench/data-N/`, or, when DATABASE_URL names
 * a PostgreSQL server, a database of its own on that server (`kyanma_bench_N`). A database and
 * not a schema of the given one: LISTEN/NOTIFY is per database, so the test suites' catalogue
 * changes in other schemas of `test` would empty the bench server's cache mid-measurement.
 */
export interface BenchDatabase {
  /** 'PGlite' or 'PostgreSQL', as the report names it. */
  label: string
  /** docs/benchmarks.md section this database's table goes to. */
  section: string
  /** The bench server's DATA_DIR (media, lock) and DATABASE_URL. */
  serverEnv: NodeJS.ProcessEnv
  target: DatabaseTarget
  /** Opens the catalogue for the bench's own reads and writes (never while the server runs on PGlite). */
  open(): Promise<DatabaseHandle & { dataDir: string }>
  /** Creates the database when missing; `fresh` first removes this bench's own one (only it). */
  prepare(fresh: boolean): Promise<void>
}

export function benchDatabase(root: string, productCount: number): BenchDatabase {
  const url = process.env.DATABASE_URL
  return url?.startsWith('postgres')
    ? postgresBench(root, productCount, url)
    : pgliteBench(root, productCount)
}

function pgliteBench(root: string, productCount: number): BenchDatabase {
  const dataDir = path.join(root, '.bench', `data-${productCount}`)
  const target: DatabaseTarget = { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }
  return {
    label: 'PGlite',
    section: 'api-bench',
    target,
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
    async open() {
      // The server process takes the same lock: two writers corrupt a PGlite directory.
      const lock = lockDataDir(dataDir)
      const database = await openDatabase(target).catch((error) => {
        lock.release()
        throw error
      })
      return {
        ...database,
        dataDir,
        async close() {
          await database.close()
          lock.release()
        },
      }
    },
    async prepare(fresh) {
      if (fresh) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

function postgresBench(root: string, productCount: number, serverUrl: string): BenchDatabase {
  // BENCH_DATABASE lets two checkouts bench at once on one server without emptying each other's.
  const name = process.env.BENCH_DATABASE || `kyanma_bench_${productCount}`
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const dataDir = path.join(root, '.bench', `postgres-${productCount}`)
  const target: DatabaseTarget = { kind: 'postgres', url: url.toString() }
  return {
    label: 'PostgreSQL',
    section: 'api-bench-postgres',
    target,
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async open() {
      return { ...(await openDatabase(target)), dataDir }
    },
    async prepare(fresh) {
      const admin = new pg.Client({ connectionString: serverUrl })
      await admin.connect()
      try {
        // The name is made here from a number, so it is safe to write into the statement.
        if (fresh) {
          await admin.query(`drop database if exists ${name}`)
          rmSync(dataDir, { recursive: true, force: true })
        }
        const found = await admin.query('select 1 from pg_database where datname = $1', [name])
        if (found.rowCount === 0) await admin.query(`create database ${name}`)
      } finally {
        await admin.end()
      }
    },
  }
}
