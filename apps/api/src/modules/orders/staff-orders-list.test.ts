import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import { codOrder, shopper } from '#test/order-helpers.ts'
import { receiptOrder, smallImage, uploadReceipts } from '#test/receipt-helpers.ts'
import { useAppAsAdmin } from '#test/staff-helpers.ts'

const t = useAppAsAdmin()

const list = (query: string, token = t.adminToken) =>
  call(t.app, 'GET', `/api/admin/orders${query}`, { token })
const summary = async () =>
  (await call(t.app, 'GET', '/api/admin/orders/summary', { token: t.adminToken })).body
const move = (id: number, status: string, note = '') =>
  call(t.app, 'PUT', `/api/admin/orders/${id}/status`, {
    token: t.adminToken,
    body: { status, note },
  })

describe('the staff order list', () => {
  it('finds an order by voucher number, customer name or phone, with its row', async () => {
    const { me, order } = await codOrder(t.app, 'Daw Khin Zaw Lwin')
    const byVoucher = await list(`?search=${order.voucherNo}`)
    expect(byVoucher.status).toBe(200)
    expect(byVoucher.body).toEqual({
      data: [
        {
          id: order.id,
          voucherNo: order.voucherNo,
          createdAt: expect.any(String),
          customer: { id: expect.any(Number), name: 'Daw Khin Zaw Lwin', phone: me.phoneNumber },
          paymentType: 'CASH_ON_DELIVERY',
          isDelivery: true,
          total: order.totalAmount,
          status: 'PENDING',
          receiptCount: 0,
        },
      ],
      total: 1,
      pageSize: 15,
    })
    const byName = await list(`?search=${encodeURIComponent('khin zaw')}`)
    expect(byName.body.data.map((row: { id: number }) => row.id)).toEqual([order.id])
    const spaced = `${me.phoneNumber.slice(0, 4)} ${me.phoneNumber.slice(4)}`
    const byPhone = await list(`?search=${encodeURIComponent(spaced)}`)
    expect(byPhone.body.data.map((row: { id: number }) => row.id)).toEqual([order.id])
  })

  it('filters by status, waiting for review or for delivery, counting receipts', async () => {
    const me = await shopper(t.app)
    const waiting = await receiptOrder(t.app, me.token)
    const withReceipt = await receiptOrder(t.app, me.token)
    const png = await smallImage('png')
    const uploaded = await uploadReceipts(t.app, me.token, withReceipt.id, [
      { data: png },
      { data: png },
    ])
    expect(uploaded.status).toBe(201)
    const { order: pending } = await codOrder(t.app)
    const { order: approved } = await codOrder(t.app)
    expect((await move(approved.id, 'APPROVED')).status).toBe(200)

    const review = await list('?review=waiting&size=100')
    const reviewIds = review.body.data.map((row: { id: number }) => row.id)
    expect(reviewIds).toContain(pending.id)
    expect(reviewIds).not.toContain(approved.id)
    expect(reviewIds).not.toContain(waiting.id)
    const receiptRow = review.body.data.find((row: { id: number }) => row.id === withReceipt.id)
    expect(receiptRow).toMatchObject({ status: 'PENDING', receiptCount: 2 })
    expect(review.body.data.every((row: { status: string }) => row.status === 'PENDING')).toBe(true)

    const toDeliver = await list('?delivery=waiting&size=100')
    const toDeliverIds = toDeliver.body.data.map((row: { id: number }) => row.id)
    expect(toDeliverIds).toContain(approved.id)
    expect(toDeliverIds).not.toContain(pending.id)

    const approvedOnly = await list('?status=APPROVED&size=100')
    expect(approvedOnly.body.data.map((row: { id: number }) => row.id)).toContain(approved.id)
    expect(
      approvedOnly.body.data.every((row: { status: string }) => row.status === 'APPROVED'),
    ).toBe(true)
  })

  it('keeps to today in Myanmar time with placed=today', async () => {
    const { order: today } = await codOrder(t.app)
    const { order: old } = await codOrder(t.app)
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000)
    await t.app.ctx.db.update(orders).set({ createdAt: twoDaysAgo }).where(eq(orders.id, old.id))
    const ids = (await list('?placed=today&size=100')).body.data.map(
      (row: { id: number }) => row.id,
    )
    expect(ids).toContain(today.id)
    expect(ids).not.toContain(old.id)
  })

  it('pages and sorts on the server, the id breaking ties', async () => {
    for (let i = 0; i < 3; i++) await codOrder(t.app)
    const first = await list('?size=2&page=0&sort=id&order=asc')
    const second = await list('?size=2&page=1&sort=id&order=asc')
    expect(first.body.pageSize).toBe(2)
    expect(first.body.total).toBeGreaterThanOrEqual(3)
    const ids = [...first.body.data, ...second.body.data].map((row: { id: number }) => row.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(new Set(ids).size).toBe(4)
    const byTotal = (await list('?size=100&sort=total&order=desc')).body.data.map(
      (row: { total: number }) => row.total,
    )
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a))
  })

  it('refuses an unknown status, sort, placed or review value with 400', async () => {
    for (const query of [
      '?status=SHIPPED',
      '?sort=customer',
      '?placed=yesterday',
      '?review=all',
      '?delivery=yes',
      '?page=-1',
      '?size=0',
    ]) {
      const answer = await list(query)
      expect(answer.status, query).toBe(400)
      expect(answer.body.message, query).toEqual(expect.any(String))
    }
  })

  it('answers 401 without a session and 403 for a customer', async () => {
    const me = await shopper(t.app)
    expect((await call(t.app, 'GET', '/api/admin/orders')).status).toBe(401)
    expect((await list('', me.token)).status).toBe(403)
    expect((await call(t.app, 'GET', '/api/admin/orders/summary')).status).toBe(401)
    const asCustomer = await call(t.app, 'GET', '/api/admin/orders/summary', { token: me.token })
    expect(asCustomer.status).toBe(403)
  })
})

describe('the dashboard summary', () => {
  it('counts today’s orders, those waiting for review or delivery, and today’s revenue', async () => {
    const before = await summary()
    const { order: pending } = await codOrder(t.app)
    const { order: approved } = await codOrder(t.app)
    const { order: cancelled } = await codOrder(t.app)
    expect((await move(approved.id, 'APPROVED')).status).toBe(200)
    expect((await move(cancelled.id, 'CANCELLED', 'Out of stock')).status).toBe(200)
    const after = await summary()
    expect(after).toEqual({
      placedToday: before.placedToday + 3,
      waitingForReview: before.waitingForReview + 1,
      toDeliver: before.toDeliver + 1,
      revenueToday: before.revenueToday + pending.totalAmount + approved.totalAmount,
      // Cash on delivery cancelled before any money came: nothing to give back.
      refundsDue: before.refundsDue,
      prescriptionsToCheck: before.prescriptionsToCheck,
    })
  })
})
