import { messages } from '@kyanma/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, register } from '#test/auth-helpers.ts'
import { newStaffMember, useAppWithAdmin } from '#test/staff-helpers.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const METHODS: Method[] = ['GET', 'POST', 'PUT', 'DELETE']
/** An empty (invalid) body for calls that take one: the refusal must come before validation. */
const bodyFor = (method: Method, body: object = {}) =>
  method === 'GET' || method === 'DELETE' ? undefined : body

describe('every back-office call', () => {
  const t = useAppWithAdmin()
  let calls: { method: Method; url: string }[]
  beforeAll(async () => {
    await t.app.ready()
    // Every /admin operation the API documents, with 1 for each path parameter.
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> }
    calls = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/admin/') && path !== '/api/admin/auth/login')
      .flatMap(([path, operations]) =>
        METHODS.filter((method) => method.toLowerCase() in operations).map((method) => ({
          method,
          url: path.replace(/\{[^}]+\}/g, '1'),
        })),
      )
  })

  it('covers the whole back office (a guard for this test itself)', () => {
    expect(calls.length).toBeGreaterThan(40)
    expect(calls).toContainEqual({ method: 'POST', url: '/api/admin/staff' })
    expect(calls).toContainEqual({ method: 'PUT', url: '/api/admin/products/1' })
  })

  it('answers 401 without a session, even to a body that would not validate', async () => {
    for (const { method, url } of calls) {
      const answer = await call(t.app, method, url, { body: bodyFor(method, { nonsense: true }) })
      expect({ method, url, status: answer.status }).toEqual({ method, url, status: 401 })
      expect(answer.body.message).toBe(messages.signInRequired)
    }
  })

  it('answers 403 to a customer', async () => {
    const customer = await register(t.app)
    for (const { method, url } of calls) {
      const answer = await call(t.app, method, url, {
        token: customer.token,
        body: bodyFor(method),
      })
      expect({ method, url, status: answer.status }).toEqual({ method, url, status: 403 })
    }
  })

  it('keeps staff accounts to admins', async () => {
    const staff = await newStaffMember(t.app, 'staff')
    for (const { method, url } of calls.filter((c) => c.url.startsWith('/api/admin/staff'))) {
      const answer = await call(t.app, method, url, { token: staff.token, body: bodyFor(method) })
      expect({ method, url, status: answer.status }).toEqual({ method, url, status: 403 })
      expect(answer.body.message).toBe(messages.adminOnly)
    }
  })
})
