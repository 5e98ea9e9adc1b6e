import { MAX_TRANSFER_POINTS, messages, pointNotices } from '@kyanma/shared'
import { eq, or } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { pointTransfers, users } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import { history, ledgerOf, notificationsOf, transfer } from '#test/loyalty-helpers.ts'
import { balanceOf, shopper } from '#test/order-helpers.ts'
import { useTestApp } from '#test/test-app.ts'
import { LOYALTY_LIMITS } from './loyalty-rate-limits.ts'

const t = useTestApp()

type Shopper = Awaited<ReturnType<typeof shopper>>

/** Everything a transfer would change for these customers, to show a refusal changed nothing. */
async function footprint(...people: Shopper[]) {
  const db = t.app.ctx.db
  const ids = people.map((person) => person.customerId)
  const moves = await db.$count(
    pointTransfers,
    or(...ids.map((id) => eq(pointTransfers.fromCustomerId, id))),
  )
  return {
    balances: await Promise.all(ids.map((id) => balanceOf(t.app, id))),
    ledgers: await Promise.all(ids.map((id) => ledgerOf(t.app, id))),
    notifications: await Promise.all(ids.map((id) => notificationsOf(t.app, id))),
    transfers: moves,
  }
}

describe('POST /customers/me/point/transfers', () => {
  it('moves points between two customers: both histories, balances and a notification', async () => {
    const [sender, receiver] = [await shopper(t.app, 1000), await shopper(t.app, 50)]
    await t.app.ctx.db
      .update(users)
      .set({ displayName: 'Mya Mya' })
      .where(eq(users.id, sender.userId))
    const answer = await transfer(t.app, sender.token, {
      toCustomer: { id: receiver.customerId },
      fromCustomer: { id: sender.customerId },
      points: 300,
      note: '  For your birthday ',
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ message: messages.profileUpdated, currentPoint: 700 })
    expect(await balanceOf(t.app, sender.customerId)).toBe(700)
    expect(await balanceOf(t.app, receiver.customerId)).toBe(350)

    const sent = (await history(t.app, sender.token)).body.data[0]
    expect(sent).toMatchObject({
      type: 'OUT',
      points: 300,
      kind: 'TRANSFER_OUT',
      note: 'For your birthday',
    })
    const got = (await history(t.app, receiver.token)).body.data[0]
    expect(got).toMatchObject({
      type: 'IN',
      points: 300,
      kind: 'TRANSFER_IN',
      note: 'For your birthday',
    })
    const [notice] = await notificationsOf(t.app, receiver.customerId)
    expect(notice).toEqual({
      title: pointNotices.transferReceived.title,
      description: 'You received 300 points from Mya Mya.',
    })
    expect(await notificationsOf(t.app, sender.customerId)).toEqual([])
    const me = await call(t.app, 'GET', '/api/customers/me', { token: receiver.token })
    expect(me.body.currentPoint).toBe(350)
  })

  it('notes the other customer when the sender wrote no note', async () => {
    const [sender, receiver] = [await shopper(t.app, 10), await shopper(t.app)]
    const answer = await transfer(t.app, sender.token, {
      toCustomer: { id: receiver.customerId },
      points: 10,
    })
    expect(answer.body.currentPoint).toBe(0)
    expect((await history(t.app, sender.token)).body.data[0].note).toBe(
      `Transfer to customer ${receiver.customerId}`,
    )
    expect((await history(t.app, receiver.token)).body.data[0].note).toBe(
      `Transfer from customer ${sender.customerId}`,
    )
  })

  it('always sends from the signed-in customer, whatever fromCustomer says', async () => {
    const [me, victim, receiver] = [
      await shopper(t.app, 100),
      await shopper(t.app, 5000),
      await shopper(t.app),
    ]
    const answer = await transfer(t.app, me.token, {
      toCustomer: { id: receiver.customerId },
      fromCustomer: { id: victim.customerId },
      points: 100,
    })
    expect(answer.status).toBe(200)
    expect(await balanceOf(t.app, victim.customerId)).toBe(5000)
    expect(await balanceOf(t.app, me.customerId)).toBe(0)
    expect(await balanceOf(t.app, receiver.customerId)).toBe(100)
    // More than the signed-in customer holds is refused, even naming a rich fromCustomer.
    const greedy = await transfer(t.app, me.token, {
      toCustomer: { id: receiver.customerId },
      fromCustomer: { id: victim.customerId },
      points: 1,
    })
    expect(greedy.status).toBe(400)
    expect(greedy.body.message).toBe(messages.pointsNotEnough)
  })

  it('refuses bad input, each time changing nothing', async () => {
    const [sender, receiver] = [await shopper(t.app, 500), await shopper(t.app, 20)]
    const to = { id: receiver.customerId }
    const before = await footprint(sender, receiver)
    const cases: [string, string | undefined, unknown, number, string][] = [
      ['negative', sender.token, { toCustomer: to, points: -5 }, 400, messages.pointsRequired],
      ['zero', sender.token, { toCustomer: to, points: 0 }, 400, messages.pointsRequired],
      [
        'fractional',
        sender.token,
        { toCustomer: to, points: 1.5 },
        400,
        messages.pointsWholeNumber,
      ],
      [
        'huge',
        sender.token,
        { toCustomer: to, points: 1e12 },
        400,
        messages.pointsTooMany.replace('{max}', String(MAX_TRANSFER_POINTS)),
      ],
      ['text points', sender.token, { toCustomer: to, points: '5' }, 400, messages.pointsRequired],
      ['no points', sender.token, { toCustomer: to }, 400, messages.pointsRequired],
      ['no toCustomer', sender.token, { points: 5 }, 400, messages.toCustomerRequired],
      [
        'toCustomer 0',
        sender.token,
        { toCustomer: { id: 0 }, points: 5 },
        400,
        messages.toCustomerRequired,
      ],
      [
        'text id',
        sender.token,
        { toCustomer: { id: '7' }, points: 5 },
        400,
        messages.toCustomerRequired,
      ],
      [
        'to oneself',
        sender.token,
        { toCustomer: { id: sender.customerId }, points: 5 },
        400,
        messages.transferToSelf,
      ],
      [
        'to nobody',
        sender.token,
        { toCustomer: { id: 2_000_000_000 }, points: 5 },
        404,
        messages.transferReceiverNotFound,
      ],
      [
        'over the balance',
        sender.token,
        { toCustomer: to, points: 501 },
        400,
        messages.pointsNotEnough,
      ],
      ['not signed in', undefined, { toCustomer: to, points: 5 }, 401, messages.signInRequired],
      ['a dead token', 'not-a-token', { toCustomer: to, points: 5 }, 401, messages.sessionEnded],
    ]
    for (const [name, token, body, status, message] of cases) {
      const answer = await transfer(t.app, token, body)
      expect(answer.status, name).toBe(status)
      const said = [answer.body.message, ...(answer.body.issues ?? []).map((i: any) => i.message)]
      expect(said, name).toContain(message)
    }
    expect(await footprint(sender, receiver)).toEqual(before)
  })

  it('lets a customer send exactly their whole balance, and not one point more', async () => {
    const [sender, receiver] = [await shopper(t.app, 42), await shopper(t.app)]
    const body = { toCustomer: { id: receiver.customerId }, points: 42 }
    expect((await transfer(t.app, sender.token, body)).body.currentPoint).toBe(0)
    const again = await transfer(t.app, sender.token, { ...body, points: 1 })
    expect(again.status).toBe(400)
    expect(await balanceOf(t.app, sender.customerId)).toBe(0)
  })

  it(`allows ${LOYALTY_LIMITS.transferPerCustomer.limit} attempts an hour, then answers 429`, async () => {
    const [sender, receiver] = [await shopper(t.app, 100), await shopper(t.app)]
    const body = { toCustomer: { id: receiver.customerId }, points: 1 }
    for (let i = 0; i < LOYALTY_LIMITS.transferPerCustomer.limit; i++)
      expect((await transfer(t.app, sender.token, body)).status).toBe(200)
    const refused = await transfer(t.app, sender.token, body)
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe(messages.tooManyTransfers)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(await balanceOf(t.app, sender.customerId)).toBe(
      100 - LOYALTY_LIMITS.transferPerCustomer.limit,
    )
    // Another customer is not held back by this one's count.
    const other = await shopper(t.app, 1)
    expect((await transfer(t.app, other.token, body)).status).toBe(200)
  })
})
