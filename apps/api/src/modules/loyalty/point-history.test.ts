import { messages } from '@kyanma/shared'
import { describe, expect, it } from 'vitest'
import { pointLedger } from '#app/db/schema/index.ts'
import { history } from '#test/loyalty-helpers.ts'
import { shopper } from '#test/order-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

const DAY = 24 * 60 * 60 * 1000
const base = Date.parse('2025-03-01T00:00:00Z')

/** A customer with `count` ledger rows, one a day from 1 March 2025: +10, -3, +12, -3 ... */
async function customerWithHistory(count: number) {
  const me = await shopper(t.app)
  const rows = Array.from({ length: count }, (_, i) => ({
    customerId: me.customerId,
    points: i % 2 === 0 ? 10 + i : -3,
    kind: i % 2 === 0 ? ('TRANSFER_IN' as const) : ('TRANSFER_OUT' as const),
    reference: `history-${me.customerId}-${i}`,
    note: `row ${i}`,
    createdAt: new Date(base + i * DAY),
  }))
  await t.app.ctx.db.insert(pointLedger).values(rows)
  return me
}

const notes = (body: { data: { note: string }[] }) => body.data.map((entry) => entry.note)

describe('GET /customers/me/point/histories', () => {
  it('lists the customer’s own rows newest first, 10 a page, points positive with a type', async () => {
    const me = await customerWithHistory(12)
    await customerWithHistory(3) // someone else's rows never show
    const first = await history(t.app, me.token)
    expect(first.status).toBe(200)
    expect(first.body.total).toBe(12)
    expect(first.body.pageSize).toBe(10)
    expect(notes(first.body)).toEqual(Array.from({ length: 10 }, (_, i) => `row ${11 - i}`))
    expect(first.body.data[0]).toEqual({
      id: expect.any(Number),
      type: 'OUT',
      points: 3,
      kind: 'TRANSFER_OUT',
      note: 'row 11',
      createdAt: new Date(base + 11 * DAY).toISOString(),
    })
    expect(first.body.data[1]).toMatchObject({ type: 'IN', points: 20, kind: 'TRANSFER_IN' })
    const second = await history(t.app, me.token, '?page=1')
    expect(notes(second.body)).toEqual(['row 1', 'row 0'])
    expect((await history(t.app, me.token, '?page=0&size=5')).body.pageSize).toBe(5)
  })

  it('tells the same total on every page: full, partial, past the end, and for no rows', async () => {
    const me = await customerWithHistory(10)
    const totalOn = async (query: string) => (await history(t.app, me.token, query)).body.total
    // 10 rows: page 0 of 10 is exactly full, page 1 of 10 is past the end, 4 a page ends partial.
    expect(await totalOn('?page=0&size=10')).toBe(10)
    expect(await totalOn('?page=1&size=10')).toBe(10)
    expect(await totalOn('?page=2&size=4')).toBe(10)
    expect(await totalOn('?page=1&size=4')).toBe(10)
    expect(await totalOn('?page=7&size=4')).toBe(10)
    const none = await shopper(t.app)
    expect((await history(t.app, none.token)).body).toMatchObject({ total: 0, data: [] })
    expect((await history(t.app, none.token, '?page=3')).body).toMatchObject({ total: 0, data: [] })
  })

  it('filters by type: IN for points received, OUT for points used', async () => {
    const me = await customerWithHistory(6)
    const received = await history(t.app, me.token, '?filter=IN')
    expect(received.body.total).toBe(3)
    expect(received.body.data.every((entry: { type: string }) => entry.type === 'IN')).toBe(true)
    const used = await history(t.app, me.token, '?filter=OUT')
    expect(notes(used.body)).toEqual(['row 5', 'row 3', 'row 1'])
  })

  it('keeps rows from start (inclusive) to end (exclusive)', async () => {
    const me = await customerWithHistory(6)
    const start = new Date(base + 1 * DAY).toISOString()
    const end = new Date(base + 4 * DAY).toISOString()
    const answer = await history(t.app, me.token, `?start=${start}&end=${end}`)
    expect(notes(answer.body)).toEqual(['row 3', 'row 2', 'row 1'])
    const both = await history(t.app, me.token, `?filter=IN&start=${start}&end=${end}`)
    expect(notes(both.body)).toEqual(['row 2'])
    const zoned = await history(
      t.app,
      me.token,
      `?start=${encodeURIComponent('2025-03-05T06:30:00+06:30')}`,
    )
    expect(notes(zoned.body)).toEqual(['row 5', 'row 4'])
  })

  it('refuses bad paging, filters and dates with 400', async () => {
    const me = await customerWithHistory(1)
    for (const query of [
      '?page=-1',
      '?size=0',
      '?page=abc',
      '?filter=SIDEWAYS',
      '?start=yesterday',
      '?end=2025-13-01',
    ]) {
      const answer = await history(t.app, me.token, query)
      expect(answer.status, query).toBe(400)
    }
    const filter = await history(t.app, me.token, '?filter=in')
    expect(filter.body.issues).toEqual([
      expect.objectContaining({ message: messages.pointFilterInvalid }),
    ])
    const backwards = await history(
      t.app,
      me.token,
      '?start=2025-03-05T00:00:00Z&end=2025-03-01T00:00:00Z',
    )
    expect(backwards.status).toBe(400)
    expect(backwards.body.message).toBe(messages.startAfterEnd)
  })

  it('answers 401 without a session', async () => {
    const answer = await history(t.app, undefined)
    expect(answer.status).toBe(401)
    expect(answer.body.message).toBe(messages.signInRequired)
  })
})
