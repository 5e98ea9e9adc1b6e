import { messages, messagesMy } from '@kyanma/shared'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstListedProduct, verifiedSession } from '#test/cached-answers.ts'
import { getJson } from '#test/http.ts'
import { listenerGate } from '#test/listener-gate.ts'
import { createTestApp, type TestApp } from '#test/test-app.ts'
import { postgresUrlFromEnv } from '#test/test-config.ts'

const postgresUrl = postgresUrlFromEnv()

const healthStatus = async (app: TestApp['app']) => (await getJson(app, '/api/health')).status

// Only a PostgreSQL listening connection can drop (PGlite's notifications stay in the process).
describe.runIf(postgresUrl)('GET /api/health while the listening connection is down', () => {
  let gate: Awaited<ReturnType<typeof listenerGate>>
  let listening: TestApp
  let other: TestApp
  beforeAll(async () => {
    gate = await listenerGate(postgresUrl ?? '')
    listening = await createTestApp({ listenUrl: gate.url })
    // Another server on the same database: its changes reach the first only by notification.
    other = await createTestApp({ sameSchemaAs: listening })
  })
  afterAll(async () => {
    await other?.close()
    await listening?.close()
    await gate?.close()
  })

  /** Ends both listening connections and keeps them from coming back until `gate.open()`. */
  async function dropListener() {
    gate.refuse()
    expect(await gate.terminate()).toBe(2)
    await expect.poll(() => healthStatus(listening.app)).toBe(503)
  }

  it('answers 503 in the reader’s language until the listener is back, then 200', async () => {
    expect(await healthStatus(listening.app)).toBe(200)
    await dropListener()
    const english = await getJson(listening.app, '/api/health')
    expect(english.body).toEqual({
      code: 'LISTENER_RECONNECTING',
      message: messages.listenerReconnecting,
    })
    const burmese = await listening.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-language': 'my' },
    })
    expect(burmese.statusCode).toBe(503)
    expect(burmese.json()).toEqual({
      code: 'LISTENER_RECONNECTING',
      message: messagesMy.listenerReconnecting,
    })
    // Still down a while later: the answer follows the connection, not a timer.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(await healthStatus(listening.app)).toBe(503)
    gate.open()
    await expect.poll(() => healthStatus(listening.app), { timeout: 10_000 }).toBe(200)
    expect((await getJson(listening.app, '/api/health')).body).toEqual({
      status: 'ok',
      database: 'postgres',
    })
  })

  it('serves no cached catalogue answer or session while it cannot hear changes', async () => {
    const product = await firstListedProduct(listening.app)
    const { token, sessionId } = await verifiedSession(listening.app)
    await firstListedProduct(listening.app)
    const cache = listening.app.services.catalogCache
    expect(cache.size).toBeGreaterThan(0)

    await dropListener()
    // Neither change can reach this server, yet both show at once: nothing comes from memory.
    await other.app.ctx.db.execute(
      sql`update products set name = 'Renamed While Not Listening' where id = ${product.id}`,
    )
    expect((await firstListedProduct(listening.app)).name).toBe('Renamed While Not Listening')
    await other.app.services.sessions.end(sessionId)
    expect(await listening.app.services.sessions.verify(token)).toBeUndefined()
    expect(cache.size).toBe(0)

    gate.open()
    await expect.poll(() => healthStatus(listening.app), { timeout: 10_000 }).toBe(200)
    const hits = cache.hits
    await firstListedProduct(listening.app)
    await firstListedProduct(listening.app)
    expect(cache.hits).toBeGreaterThan(hits)
  })
})
