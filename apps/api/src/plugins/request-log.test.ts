import { expect, it } from 'vitest'
import { useTestApp } from '#test/test-app.ts'

const lines: Record<string, unknown>[] = []
const t = useTestApp({
  config: { logLevel: 'info' },
  logStream: { write: (line) => lines.push(JSON.parse(line)) },
})

it('writes one line per request at the default level, with method, address, status and time', async () => {
  const before = lines.length
  const answer = await t.app.inject({ method: 'GET', url: '/api/public/products/1' })
  const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-call' })
  const written = lines.slice(before)
  // Fastify's own pair ('incoming request', 'request completed') is off; ours is the only one.
  expect(written.filter((line) => line.req || line.res)).toEqual([])
  expect(written.filter((line) => line.msg === 'request')).toEqual([
    expect.objectContaining({
      level: 30,
      reqId: expect.any(String),
      method: 'GET',
      url: '/api/public/products/1',
      statusCode: answer.statusCode,
      ms: expect.any(Number),
    }),
    expect.objectContaining({ url: '/api/no-such-call', statusCode: missing.statusCode }),
  ])
  expect(missing.statusCode).toBe(404)
  // No 'Route GET:/api/no-such-call not found' beside it.
  expect(written.filter((line) => String(line.msg).includes('not found'))).toEqual([])
})

it('logs an outage the health check reports as one short warning, not an error with a stack', async () => {
  const database = t.app.ctx.database
  const listening = database.listening
  // As while the LISTEN connection is down on PostgreSQL (PGlite's never drops).
  database.listening = () => false
  try {
    const before = lines.length
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(answer.statusCode).toBe(503)
    const written = lines.slice(before)
    expect(written.filter((line) => Number(line.level) >= 50)).toEqual([])
    expect(written.filter((line) => line.err)).toEqual([])
    expect(written.filter((line) => line.level === 40)).toEqual([
      expect.objectContaining({ code: 'LISTENER_RECONNECTING', msg: 'service unavailable' }),
    ])
    expect(written.filter((line) => line.msg === 'request')).toEqual([
      expect.objectContaining({ url: '/api/health', statusCode: 503 }),
    ])
  } finally {
    database.listening = listening
  }
})
