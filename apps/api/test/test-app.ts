import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, inject, vi } from 'vitest'
import { buildApp, type LogStream } from '../src/app.ts'
import type { AppConfig, DatabaseTarget, FileStorageConfig } from '../src/config.ts'
import { createSchema, dropSchema } from './pg-schemas.ts'
import { newBucket } from './s3-server.ts'
import { postgresUrlFromEnv, testConfig } from './test-config.ts'

export interface TestApp {
  app: FastifyInstance
  /** PostgreSQL runs only: the schema this app works in. */
  schema?: string
  close(): Promise<void>
}

/**
 * A whole API on a database of its own holding the demo catalogue: PGlite in memory loaded from
 * the suite's seeded dump, or a fresh schema on the PostgreSQL server of DATABASE_URL (seeded at
 * start like an empty production database). `sameSchemaAs` starts a second server process on
 * the same PostgreSQL schema, as production runs several. In the api-s3 project the files go
 * to a bucket of the local S3 server (one per app, shared with `sameSchemaAs`).
 */
export async function createTestApp(
  options: {
    sameSchemaAs?: TestApp
    config?: Partial<AppConfig>
    /** Where the app's log lines go (a test reading them). */
    logStream?: LogStream
    /** PostgreSQL runs only: the listener's own connection (DATABASE_LISTEN_URL). */
    listenUrl?: string
  } = {},
): Promise<TestApp> {
  const postgresUrl = postgresUrlFromEnv()
  const { listenUrl } = options
  const shared = options.sameSchemaAs?.schema
  const schema = postgresUrl ? (shared ?? (await createSchema(postgresUrl))) : undefined
  const database: DatabaseTarget =
    postgresUrl && schema
      ? { kind: 'postgres', url: postgresUrl, schema, ...(listenUrl && { listenUrl }) }
      : { kind: 'pglite', dataDir: null, loadDump: inject('pgliteDump') }
  const files = await fileStorage(options.sameSchemaAs)
  const config = { ...(files && { files }), ...options.config }
  const app = await buildApp(testConfig(inject('testDataDir'), database, config), {
    ...(options.logStream && { logStream: options.logStream }),
  })
  await app.ready()
  return {
    app,
    ...(schema && { schema }),
    async close() {
      try {
        await app.close()
      } finally {
        // The app that created the schema drops it.
        if (postgresUrl && schema && !shared) await dropSchema(postgresUrl, schema)
      }
    },
  }
}

async function fileStorage(sameAs?: TestApp): Promise<FileStorageConfig | undefined> {
  const endpoint = inject('testS3Endpoint')
  if (!endpoint) return undefined
  return sameAs ? sameAs.app.ctx.config.files : newBucket(endpoint)
}

type TestAppOptions = NonNullable<Parameters<typeof createTestApp>[0]>

/**
 * How most suites start: one test app for the file (or for the `describe` it is called in),
 * started before its tests and closed after them. The handle's `app` and `schema` read the
 * started app, so it can be kept in a `const` at the top of the file. `restoreMocks` undoes the
 * tests' spies (a fixed clock, a failing service) after each test.
 */
export function useTestApp(options: TestAppOptions & { restoreMocks?: boolean } = {}): TestApp {
  const { restoreMocks, ...appOptions } = options
  const started = startedForTheseTests('the test app', () => createTestApp(appOptions))
  if (restoreMocks) afterEach(() => vi.restoreAllMocks())
  return {
    get app() {
      return started().app
    },
    get schema() {
      return started().schema
    },
    close: () => started().close(),
  }
}

/**
 * Something a file's tests share (an app, an app with its fake providers): started before them
 * and closed after them. The answer reads it, and says so when a test reads it too early.
 */
export function startedForTheseTests<T extends { close(): Promise<unknown> }>(
  what: string,
  start: () => Promise<T>,
): () => T {
  let started: T | undefined
  beforeAll(async () => {
    started = await start()
  })
  afterAll(() => started?.close())
  return () => {
    if (!started) throw new Error(`${what} starts in beforeAll`)
    return started
  }
}

function whenStarted(app: TestApp | undefined): TestApp {
  if (!app) throw new Error('the test app starts in beforeAll')
  return app
}

/**
 * Two server processes on one PostgreSQL schema, as production runs several: the race suites.
 * Call it inside a `describe`; the servers start before its tests and stop after them.
 */
export function twoServersOnOneSchema() {
  let first: TestApp | undefined
  let second: TestApp | undefined
  beforeAll(async () => {
    first = await createTestApp()
    second = await createTestApp({ sameSchemaAs: first })
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
  })
  return {
    get first() {
      return whenStarted(first)
    },
    get second() {
      return whenStarted(second)
    },
    /** The first server for an even index, the second for an odd one: racers spread over both. */
    appFor(index: number) {
      return whenStarted(index % 2 === 0 ? first : second).app
    },
  }
}
