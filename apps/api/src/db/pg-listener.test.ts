import { afterEach, describe, expect, it } from 'vitest'
import { listenerGate } from '#test/listener-gate.ts'
import { postgresUrlFromEnv } from '#test/test-config.ts'
import { type Heartbeat, listenWithReconnect, type PgListener } from './pg-listener.ts'

const postgresUrl = postgresUrlFromEnv()

// PGlite's notifications stay inside the process: only a PostgreSQL connection can drop.
describe.runIf(postgresUrl)('a listening connection that drops', () => {
  let gate: Awaited<ReturnType<typeof listenerGate>>
  let listener: PgListener | undefined
  const heard: string[] = []
  const events: string[] = []

  async function listen(heartbeat?: Heartbeat) {
    gate = await listenerGate(postgresUrl ?? '')
    listener = await listenWithReconnect(
      { connectionString: gate.url },
      'pg_listener_test',
      (payload) => heard.push(payload),
      { dropped: () => events.push('dropped'), reconnected: () => events.push('reconnected') },
      heartbeat,
    )
    return listener
  }

  afterEach(async () => {
    await listener?.close()
    await gate?.close()
    heard.length = 0
    events.length = 0
  })

  it('says it is not listening from the drop until it listens again', async () => {
    const listening = await listen()
    expect(listening.listening).toBe(true)
    gate.refuse()
    expect(await gate.terminate()).toBe(1)
    await expect.poll(() => listening.listening).toBe(false)
    expect(events).toEqual(['dropped'])
    gate.open()
    await expect.poll(() => listening.listening, { timeout: 10_000 }).toBe(true)
    expect(events).toEqual(['dropped', 'reconnected'])
    await gate.notify('pg_listener_test', 'after')
    await expect.poll(() => heard).toEqual(['after'])
  })

  it('notices a connection that went silent without closing, and listens again', async () => {
    const listening = await listen({ everyMs: 200, timeoutMs: 300 })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(listening.listening).toBe(true)
    gate.freeze()
    await expect.poll(() => listening.listening, { timeout: 5_000 }).toBe(false)
    await expect.poll(() => listening.listening, { timeout: 10_000 }).toBe(true)
    expect(events).toEqual(['dropped', 'reconnected'])
    await gate.notify('pg_listener_test', 'after the silence')
    await expect.poll(() => heard).toEqual(['after the silence'])
  })

  it('keeps one connection after failed attempts, and none once closed', async () => {
    const listening = await listen()
    gate.refuse()
    await gate.terminate()
    // Long enough for several refused attempts (100, 500, 1000 ms apart).
    await new Promise((resolve) => setTimeout(resolve, 2000))
    gate.open()
    await expect.poll(() => listening.listening, { timeout: 10_000 }).toBe(true)
    // Give any second attempt that was under way the time to connect too.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(await gate.connections()).toBe(1)
    expect(events).toEqual(['dropped', 'reconnected'])
    await listening.close()
    await expect.poll(() => gate.connections()).toBe(0)
  })
})
