import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstListedProduct, verifiedSession } from '#test/cached-answers.ts'
import { createTestApp, type TestApp } from '#test/test-app.ts'
import { postgresUrlFromEnv } from '#test/test-config.ts'
import { openDatabase } from './client.ts'
import { rawRows } from './raw-rows.ts'

const postgresUrl = postgresUrlFromEnv()

/** The same server and database, told apart by the name the connection gives itself. */
function withApplicationName(url: string, name: string): string {
  const withName = new URL(url)
  withName.searchParams.set('application_name', name)
  return withName.toString()
}

// DATABASE_LISTEN_URL lets the pool go through a transaction-mode pooler while LISTEN keeps a
// session of its own straight to PostgreSQL (docs/deploy.md). PGlite has no connection to name.
describe.runIf(postgresUrl)('a listener connection of its own (DATABASE_LISTEN_URL)', () => {
  const listenerName = `kyanma-listener-${randomBytes(4).toString('hex')}`
  let listening: TestApp
  let other: TestApp
  beforeAll(async () => {
    listening = await createTestApp({
      listenUrl: withApplicationName(postgresUrl ?? '', listenerName),
    })
    // A second process on the same schema listening on DATABASE_URL, as before: it makes the
    // changes, so only the first process's listener can tell that process about them.
    other = await createTestApp({ sameSchemaAs: listening })
  })
  afterAll(async () => {
    await other?.close()
    await listening?.close()
  })

  it('listens on that connection, and the pool keeps using DATABASE_URL', async () => {
    const listens = await rawRows<{ query: string }>(
      listening.app.ctx.db,
      sql`select query from pg_stat_activity
          where application_name = ${listenerName} and datname = current_database()
          order by query`,
    )
    expect(listens.map((row) => row.query)).toEqual([
      'LISTEN "catalog_changed"',
      'LISTEN "session_changed"',
    ])
    const [pooled] = await rawRows<{ name: string }>(
      listening.app.ctx.db,
      sql`select application_name as name from pg_stat_activity where pid = pg_backend_pid()`,
    )
    expect(pooled?.name).not.toBe(listenerName)
  })

  it('drops its cached catalogue answers when another process changes the catalogue', async () => {
    const product = await firstListedProduct(listening.app)
    const cache = listening.app.services.catalogCache
    const hits = cache.hits
    await firstListedProduct(listening.app)
    expect(cache.hits).toBeGreaterThan(hits)
    await other.app.ctx.db.execute(
      sql`update products set name = 'Renamed Through The Pool' where id = ${product.id}`,
    )
    await expect
      .poll(async () => (await firstListedProduct(listening.app)).name, { timeout: 5000 })
      .toBe('Renamed Through The Pool')
  })

  it('refuses at once a session another process ended, well inside the cache lifetime', async () => {
    const { token, sessionId } = await verifiedSession(listening.app)
    await other.app.services.sessions.end(sessionId)
    // The cache trusts a session for 30 s; only the notification makes this fail sooner.
    await expect
      .poll(() => listening.app.services.sessions.verify(token), { timeout: 5000 })
      .toBeUndefined()
  })

  it('refuses to start when that connection reaches another database', async () => {
    const url = postgresUrl ?? ''
    const elsewhere = new URL(url)
    elsewhere.pathname = '/postgres'
    await expect(
      openDatabase({ kind: 'postgres', url, listenUrl: elsewhere.toString() }),
    ).rejects.toThrow(/DATABASE_LISTEN_URL reaches database "postgres", DATABASE_URL "/)
  })
})

describe.runIf(postgresUrl)('listening()', () => {
  it('stays true when a listener its owner closed is gone, and is false only for a dropped one', async () => {
    const database = await openDatabase({ kind: 'postgres', url: postgresUrl ?? '' })
    try {
      const kept = await database.listen('kyanma_listening_kept', () => {})
      const closed = await database.listen('kyanma_listening_closed', () => {})
      expect(database.listening()).toBe(true)
      await closed.close()
      // Before: the closed listener still counted, as down, and the health check said 503.
      expect(database.listening()).toBe(true)
      expect(kept.listening).toBe(true)
    } finally {
      await database.close()
    }
  })
})
