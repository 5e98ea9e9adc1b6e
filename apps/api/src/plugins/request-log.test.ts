import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

const lines: Record<string, unknown>[] = []
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    config: { logLevel: 'info' },
    logStream: { write: (line) => lines.push(JSON.parse(line)) },
  })
})
afterAll(() => t?.close())

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
