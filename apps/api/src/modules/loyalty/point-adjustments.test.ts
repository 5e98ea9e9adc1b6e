import { messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { pointAdjustments } from '#app/db/schema/index.ts'
import { history, ledgerOf } from '#test/loyalty-helpers.ts'
import { balanceOf, shopper } from '#test/order-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

const adjust = (customerId: number, points: number, reason: string, staffUserId: number) =>
  t.app.services.loyalty.adjust(customerId, points, reason, staffUserId)

describe('staff point adjustments (service only; the back office adds the route)', () => {
  it('adds and takes points with the reason as the note, recording who did it', async () => {
    const [me, staff] = [await shopper(t.app), await shopper(t.app)]
    expect(await adjust(me.customerId, 250, ' Sorry for the late delivery ', staff.userId)).toEqual(
      {
        currentPoint: 250,
      },
    )
    expect(await adjust(me.customerId, -50, 'Typo in the first grant', staff.userId)).toEqual({
      currentPoint: 200,
    })
    const rows = await ledgerOf(t.app, me.customerId)
    expect(rows.map(({ points, kind, note }) => ({ points, kind, note }))).toEqual([
      { points: 250, kind: 'STAFF_ADJUSTMENT', note: 'Sorry for the late delivery' },
      { points: -50, kind: 'STAFF_ADJUSTMENT', note: 'Typo in the first grant' },
    ])
    const recorded = await t.app.ctx.db
      .select()
      .from(pointAdjustments)
      .where(eq(pointAdjustments.customerId, me.customerId))
    expect(recorded.map((row) => String(row.id))).toEqual(rows.map((row) => row.reference))
    expect(recorded.every((row) => row.staffUserId === staff.userId)).toBe(true)
    expect((await history(t.app, me.token)).body.data[0]).toMatchObject({ type: 'OUT', points: 50 })
  })

  it('never takes a balance below 0', async () => {
    const [me, staff] = [await shopper(t.app, 30), await shopper(t.app)]
    await expect(adjust(me.customerId, -31, 'Too much', staff.userId)).rejects.toMatchObject({
      status: 400,
      message: messages.adjustmentBelowZero.replace('{balance}', '30'),
    })
    expect(await balanceOf(t.app, me.customerId)).toBe(30)
    expect(await adjust(me.customerId, -30, 'All of it', staff.userId)).toEqual({ currentPoint: 0 })
  })

  it('refuses 0, fractions, a missing reason and an unknown customer', async () => {
    const [me, staff] = [await shopper(t.app, 10), await shopper(t.app)]
    await expect(adjust(me.customerId, 0, 'Nothing', staff.userId)).rejects.toMatchObject({
      status: 400,
      message: messages.adjustmentPointsInvalid,
    })
    await expect(adjust(me.customerId, 1.5, 'Half', staff.userId)).rejects.toMatchObject({
      status: 400,
    })
    await expect(adjust(me.customerId, 5, '   ', staff.userId)).rejects.toMatchObject({
      status: 400,
      message: messages.adjustmentReasonRequired,
    })
    await expect(adjust(2_000_000_000, 5, 'Ghost', staff.userId)).rejects.toMatchObject({
      status: 404,
      message: messages.customerNotFound,
    })
    expect(await balanceOf(t.app, me.customerId)).toBe(10)
  })
})
