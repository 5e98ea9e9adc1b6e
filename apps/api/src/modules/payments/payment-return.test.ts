import { describe, expect, it } from 'vitest'
import { call, newAddress } from '#test/auth-helpers.ts'
import { merchantOrderIdOf, payAgain, useDingerShop } from '#test/dinger-helpers.ts'
import { shopper } from '#test/order-helpers.ts'
import { receiptOrder } from '#test/receipt-helpers.ts'

const t = useDingerShop()

/** The browser arriving at the shop's return URL from Dinger's page. */
async function comeBack(token: string | undefined, query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/payments/return${query}`,
    remoteAddress: newAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  expect(response.statusCode).toBe(303)
  return response.headers.location
}

async function started(token: string) {
  const placed = await receiptOrder(t.app, token, 'KBZ_PAY')
  const answer = await payAgain(t.app, token, placed.id)
  return { placed, reference: merchantOrderIdOf(answer.body.value) }
}

describe('coming back from the gateway’s page', () => {
  it('goes to the order of the shopper’s newest payment, saying how it went', async () => {
    const me = await shopper(t.app)
    expect(await comeBack(me.token)).toBe('/profile?tab=orders')
    const first = await started(me.token)
    const second = await started(me.token)
    expect(await comeBack(me.token)).toBe(`/orders/${second.placed.id}?payment=pending`)
    await t.fake.decide(second.reference, 'SUCCESS')
    expect(await comeBack(me.token)).toBe(`/orders/${second.placed.id}?payment=approved`)
    // The payment Dinger names, when it names one.
    await t.fake.decide(first.reference, 'DECLINED')
    expect(await comeBack(me.token, `?merchantOrderId=${first.reference}`)).toBe(
      `/orders/${first.placed.id}?payment=declined`,
    )
  })

  it('never leads to another customer’s order, and a visitor to the order list', async () => {
    const me = await shopper(t.app)
    const mine = await started(me.token)
    const other = await shopper(t.app)
    const theirs = await started(other.token)
    expect(await comeBack(me.token, `?merchantOrderId=${theirs.reference}`)).toBe(
      `/orders/${mine.placed.id}?payment=pending`,
    )
    expect(await comeBack(undefined)).toBe('/profile?tab=orders')
  })

  it('in the shopper’s own language', async () => {
    const me = await shopper(t.app)
    const changed = await call(t.app, 'PATCH', '/api/customers/me/language', {
      token: me.token,
      body: { language: 'my' },
    })
    expect(changed.status).toBe(200)
    const { placed } = await started(me.token)
    expect(await comeBack(me.token)).toBe(`/my/orders/${placed.id}?payment=pending`)
  })
})
