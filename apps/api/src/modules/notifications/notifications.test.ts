import { messages, orderNotices } from '@kyanma/shared'
import { describe, expect, it } from 'vitest'
import { call } from '#test/auth-helpers.ts'
import { orderOfOne, shopper } from '#test/order-helpers.ts'
import { useTestApp } from '#test/test-app.ts'
import { notify } from './notify.ts'

const t = useTestApp()

const BASE = '/api/notifications/me'
const get = (token: string | undefined, path = '') =>
  call(t.app, 'GET', `${BASE}${path}`, token ? { token } : {})
/** DELETE answers 204 with no body, which the JSON helper cannot read. */
async function remove(token: string, id: number | string) {
  const response = await t.app.inject({
    method: 'DELETE',
    url: `${BASE}/${id}`,
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: response.statusCode, body: response.body ? response.json() : undefined }
}
const unread = async (token: string) => (await get(token, '/count')).body.count as number

/** `n` notifications, the k-th written k minutes after a fixed start, so newest is the last. */
async function notifyMany(customerId: number, n: number, prefix = 'Note') {
  const start = Date.parse('2026-01-01T00:00:00Z')
  for (let k = 1; k <= n; k++)
    await notify(t.app.ctx.db, {
      customerId,
      title: `${prefix} ${k}`,
      description: `About ${k}`,
      createdAt: new Date(start + k * 60_000),
    })
}

describe('notifications of the signed-in customer', () => {
  it('lists newest first, 10 a page from page 0, with total and pageSize', async () => {
    const me = await shopper(t.app)
    await notifyMany(me.customerId, 12)
    const first = await get(me.token)
    expect(first.status).toBe(200)
    expect(first.body.total).toBe(12)
    expect(first.body.pageSize).toBe(10)
    expect(first.body.data.map((n: any) => n.title)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((k) => `Note ${k}`),
    )
    expect(first.body.data[0]).toEqual({
      id: expect.any(Number),
      title: 'Note 12',
      description: 'About 12',
      readAt: null,
      createdAt: '2026-01-01T00:12:00.000Z',
    })
    const second = await get(me.token, '?page=1')
    expect(second.body.data.map((n: any) => n.title)).toEqual(['Note 2', 'Note 1'])
    const sized = await get(me.token, '?page=2&size=5')
    expect(sized.body).toMatchObject({ total: 12, pageSize: 5 })
    expect(sized.body.data.map((n: any) => n.title)).toEqual(['Note 2', 'Note 1'])
  })

  it('counts unread; opening one marks it read once, and readAll marks the rest', async () => {
    const me = await shopper(t.app)
    await notifyMany(me.customerId, 3)
    expect(await unread(me.token)).toBe(3)
    const [newest] = (await get(me.token)).body.data

    const opened = await get(me.token, `/${newest.id}`)
    expect(opened.status).toBe(200)
    expect(opened.body.title).toBe('Note 3')
    expect(opened.body.readAt).toEqual(expect.any(String))
    expect(await unread(me.token)).toBe(2)
    // Opening again keeps the first reading time.
    expect((await get(me.token, `/${newest.id}`)).body.readAt).toBe(opened.body.readAt)

    const all = await call(t.app, 'PUT', `${BASE}/readAll`, { token: me.token })
    expect(all.status).toBe(200)
    expect(all.body).toEqual({ count: 2 })
    expect(await unread(me.token)).toBe(0)
    expect((await get(me.token)).body.data.every((n: any) => n.readAt !== null)).toBe(true)
    expect((await call(t.app, 'PUT', `${BASE}/readAll`, { token: me.token })).body).toEqual({
      count: 0,
    })
  })

  it('deletes a notification: gone from the list and the count', async () => {
    const me = await shopper(t.app)
    await notifyMany(me.customerId, 2)
    const [newest, older] = (await get(me.token)).body.data
    const deleted = await remove(me.token, newest.id)
    expect(deleted.status).toBe(204)
    const after = await get(me.token)
    expect(after.body.total).toBe(1)
    expect(after.body.data.map((n: any) => n.id)).toEqual([older.id])
    expect(await unread(me.token)).toBe(1)
    expect((await get(me.token, `/${newest.id}`)).status).toBe(404)
    expect((await remove(me.token, newest.id)).status).toBe(404)
  })

  it('never shows, opens, deletes or reads another customer’s notifications', async () => {
    const [me, them] = [await shopper(t.app), await shopper(t.app)]
    await notifyMany(them.customerId, 2, 'Theirs')
    const theirs = (await get(them.token)).body.data[0]
    expect((await get(me.token)).body).toEqual({ data: [], total: 0, pageSize: 10 })
    expect(await unread(me.token)).toBe(0)

    const opened = await get(me.token, `/${theirs.id}`)
    expect(opened.status).toBe(404)
    expect(opened.body.message).toBe(messages.notificationNotFound)
    const deleted = await remove(me.token, theirs.id)
    expect(deleted.status).toBe(404)
    expect(deleted.body.message).toBe(messages.notificationNotFound)
    expect((await call(t.app, 'PUT', `${BASE}/readAll`, { token: me.token })).body.count).toBe(0)

    // Theirs are all still there and unread.
    expect(await unread(them.token)).toBe(2)
    expect((await get(them.token)).body.total).toBe(2)
  })

  it('refuses bad input with 400 and a missing id with 404', async () => {
    const me = await shopper(t.app)
    for (const query of ['?page=-1', '?size=0', '?size=101', '?page=abc', '?size=1.5'])
      expect((await get(me.token, query)).status, query).toBe(400)
    for (const id of ['abc', '0', '-1', '1.5']) {
      expect((await get(me.token, `/${id}`)).status, id).toBe(400)
      expect((await remove(me.token, id)).status, id).toBe(400)
    }
    expect((await get(me.token, '/999999999')).status).toBe(404)
  })

  it('answers 401 without a token, and with one that does not work', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/count'],
      ['GET', '/1'],
      ['PUT', '/readAll'],
      ['DELETE', '/1'],
    ] as const) {
      expect((await call(t.app, method, `${BASE}${path}`)).status, path).toBe(401)
      const dead = await call(t.app, method, `${BASE}${path}`, { token: 'not-a-token' })
      expect(dead.status, path).toBe(401)
    }
  })

  it('shows the notification of a placed order, unread', async () => {
    const { me, placed } = await orderOfOne(t.app, { stock: 5 })
    expect(placed.status).toBe(201)
    const list = await get(me.token)
    expect(list.body.total).toBe(1)
    // Cash on delivery starts PENDING.
    expect(list.body.data[0]).toMatchObject({ title: orderNotices.PENDING.title, readAt: null })
    expect(list.body.data[0].description).toContain(placed.body.voucherNo)
    expect(await unread(me.token)).toBe(1)
  })
})
