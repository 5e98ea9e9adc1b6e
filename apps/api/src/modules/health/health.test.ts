import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getJson } from '#test/http.ts'
import { openApiDocument } from '#test/openapi-helpers.ts'
import { createTestApp, type TestApp } from '#test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close().catch(() => {}))

describe('GET /api/health', () => {
  it('answers ok and names the database in use', async () => {
    const { status, body } = await getJson(t.app, '/api/health')
    expect(status).toBe(200)
    expect(body).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'pglite',
    })
  })

  it('describes both answers in the OpenAPI description, for a load balancer’s owner', async () => {
    const doc = await openApiDocument(t.app)
    const health = doc.paths['/api/health'].get
    expect(Object.keys(health.responses).sort()).toEqual(['200', '503'])
    expect(health.responses['503'].description).toMatch(/LISTENER_RECONNECTING/)
  })

  it('answers 503 with a message when the database does not answer', async () => {
    await t.app.ctx.database.close()
    const { status, body } = await getJson(t.app, '/api/health')
    expect(status).toBe(503)
    expect(body).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database is not answering.',
    })
  })
})
