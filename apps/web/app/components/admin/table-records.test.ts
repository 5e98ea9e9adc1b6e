import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { saveRecord, staffTableQuery } from './table-records.ts'

describe("a back-office table's records", () => {
  const fetchSpy = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchSpy)
    fetchSpy.mockImplementation(async () => Response.json({ id: 7 }))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    fetchSpy.mockReset()
  })
  const call = (n: number) => {
    const [url, init] = fetchSpy.mock.calls[n] ?? []
    return { url, method: init?.method ?? 'GET', body: init?.body }
  }

  it('reads one page with the filters set, keyed by the same query string', async () => {
    const params = { page: 1, size: 20, sort: 'name', order: 'asc' as const, search: 'ka' }
    const query = staffTableQuery(['admin', 'brands'], '/admin/brands', params, {
      status: 'open',
      unset: '',
    })
    const expected = 'page=1&size=20&sort=name&order=asc&search=ka&status=open'
    expect(query.queryKey).toEqual(['admin', 'brands', expected])
    await query.queryFn?.({} as never)
    expect(call(0).url).toBe(`/api/admin/brands?${expected}`)
  })

  it('creates a record without an id and replaces one with its id', async () => {
    await saveRecord('/admin/coupons', null, { code: 'A' })
    await saveRecord('/admin/coupons', undefined, { code: 'B' })
    await saveRecord('/admin/coupons', 5, { code: 'C' })
    expect([call(0), call(1), call(2)]).toEqual([
      { url: '/api/admin/coupons', method: 'POST', body: JSON.stringify({ code: 'A' }) },
      { url: '/api/admin/coupons', method: 'POST', body: JSON.stringify({ code: 'B' }) },
      { url: '/api/admin/coupons/5', method: 'PUT', body: JSON.stringify({ code: 'C' }) },
    ])
  })
})
