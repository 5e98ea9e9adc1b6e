import { messages, pointNotices } from '@kyanma/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { call } from '#test/auth-helpers.ts'
import { ledgerOf, notificationsOf } from '#test/loyalty-helpers.ts'
import { balanceOf, shopper } from '#test/order-helpers.ts'
import { auditRowsOf, newStaffMember, useAppWithAdmin } from '#test/staff-helpers.ts'

const t = useAppWithAdmin()
let staff: Awaited<ReturnType<typeof newStaffMember>>
beforeAll(async () => {
  staff = await newStaffMember(t.app, 'staff')
})

const url = (customerId: number) => `/api/admin/customers/${customerId}/points/adjustments`
const adjust = (customerId: number, body: unknown, token: string | undefined = staff.token) =>
  call(t.app, 'POST', url(customerId), { body, ...(token && { token }) })
const auditOf = (customerId: number) => auditRowsOf(t.app, 'customer', customerId)

describe('POST /api/admin/customers/{id}/points/adjustments', () => {
  it('adds points with the reason, notifies the customer and records who did it', async () => {
    const me = await shopper(t.app, 40)
    const added = await adjust(me.customerId, { points: 250, reason: ' Late delivery ' })
    expect(added).toMatchObject({
      status: 201,
      body: { message: messages.pointsAdjusted, currentPoint: 290 },
    })
    expect((await ledgerOf(t.app, me.customerId)).at(-1)).toMatchObject({
      points: 250,
      kind: 'STAFF_ADJUSTMENT',
      note: 'Late delivery',
    })
    expect((await notificationsOf(t.app, me.customerId))[0]).toEqual({
      title: pointNotices.staffAdded.title,
      description: 'The shop added 250 points to your balance: Late delivery',
    })
    expect(await auditOf(me.customerId)).toEqual([
      expect.objectContaining({
        staffUserId: staff.userId,
        action: 'customer.points.adjust',
        before: { points: 40 },
        after: expect.objectContaining({ points: 290, adjustment: 250, reason: 'Late delivery' }),
      }),
    ])
  })

  it('takes points down to exactly 0 and tells the customer', async () => {
    const me = await shopper(t.app, 70)
    const taken = await adjust(me.customerId, { points: -70, reason: 'Granted twice' })
    expect(taken).toMatchObject({ status: 201, body: { currentPoint: 0 } })
    expect((await notificationsOf(t.app, me.customerId))[0]?.title).toBe(
      pointNotices.staffTaken.title,
    )
  })

  it.each([
    ['zero', { points: 0, reason: 'Nothing' }, messages.adjustmentPointsInvalid],
    ['a fraction', { points: 2.5, reason: 'Half' }, messages.adjustmentPointsInvalid],
    ['text', { points: 'ten', reason: 'Words' }, messages.adjustmentPointsInvalid],
    ['a huge number', { points: 1e12, reason: 'Huge' }, messages.adjustmentTooLarge],
    ['no reason', { points: 5 }, messages.adjustmentReasonRequired],
    ['a blank reason', { points: 5, reason: '   ' }, messages.adjustmentReasonRequired],
    ['more than the balance', { points: -31, reason: 'Too much' }, 'below 0 (it is 30 points)'],
  ])('refuses %s with 400 and changes nothing', async (_, body, message) => {
    const me = await shopper(t.app, 30)
    const before = await ledgerOf(t.app, me.customerId)
    const refused = await adjust(me.customerId, body)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toContain(message)
    expect(await ledgerOf(t.app, me.customerId)).toEqual(before)
    expect(await balanceOf(t.app, me.customerId)).toBe(30)
    expect(await notificationsOf(t.app, me.customerId)).toEqual([])
    expect(await auditOf(me.customerId)).toEqual([])
  })

  it('answers 404 for an unknown customer', async () => {
    const missing = await adjust(99_999_999, { points: 5, reason: 'Ghost' })
    expect(missing).toMatchObject({ status: 404, body: { message: messages.customerNotFound } })
  })

  it('answers 401 without a session and 403 for a customer (even adjusting themselves)', async () => {
    const me = await shopper(t.app, 10)
    const body = { points: 1000, reason: 'Free points' }
    expect((await adjust(me.customerId, body, '')).status).toBe(401)
    expect((await adjust(me.customerId, body, me.token)).status).toBe(403)
    expect(await balanceOf(t.app, me.customerId)).toBe(10)
    expect(await auditOf(me.customerId)).toEqual([])
  })
})
