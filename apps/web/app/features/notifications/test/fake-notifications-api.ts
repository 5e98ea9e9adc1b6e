import type { Notification } from '@kyanma/shared'
import { vi } from 'vitest'

/**
 * Stands in for the notifications calls with a small in-memory server, so the list and count a
 * test sees after an action are what the API would answer. Records every call as
 * "METHOD /path?query" (without /api). Anything else answers 404.
 */
export function fakeNotificationsApi(count: number, options: { unread?: number } = {}) {
  const unread = options.unread ?? count
  const rows: Notification[] = Array.from({ length: count }, (_, index) => ({
    id: count - index,
    title: `Order ${count - index} update`,
    description: `Your order number ${count - index} has news.`,
    readAt: index < unread ? null : '2026-01-02T00:00:00.000Z',
    createdAt: new Date(Date.UTC(2026, 0, 1) + (count - index) * 60_000).toISOString(),
  }))
  const calls: string[] = []
  const state = { failList: false }

  function answer(method: string, url: URL): Response {
    const path = url.pathname.replace(/^\/api/, '')
    const id = Number(/^\/notifications\/me\/(\d+)$/.exec(path)?.[1])
    const found = rows.find((row) => row.id === id)
    if (method === 'GET' && path === '/notifications/me') {
      if (state.failList) return Response.json({ code: 'X', message: 'down' }, { status: 500 })
      const page = Number(url.searchParams.get('page'))
      const size = Number(url.searchParams.get('size'))
      const data = rows.slice(page * size, page * size + size)
      return Response.json({ data, total: rows.length, pageSize: size })
    }
    if (method === 'GET' && path === '/notifications/me/count')
      return Response.json({ count: rows.filter((row) => row.readAt === null).length })
    if (method === 'PUT' && path === '/notifications/me/readAll') {
      const marked = rows.filter((row) => row.readAt === null)
      for (const row of marked) row.readAt = new Date().toISOString()
      return Response.json({ count: marked.length })
    }
    if (method === 'GET' && found) {
      found.readAt ??= new Date().toISOString()
      return Response.json(found)
    }
    if (method === 'DELETE' && found) {
      rows.splice(rows.indexOf(found), 1)
      return new Response(null, { status: 204 })
    }
    return Response.json({ code: 'NOT_FOUND', message: 'No such call' }, { status: 404 })
  }

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      const url = new URL(input, 'http://shop.test')
      calls.push(`${method} ${url.pathname.replace(/^\/api/, '')}${url.search}`)
      return answer(method, url)
    }),
  )
  return { rows, calls, state }
}
