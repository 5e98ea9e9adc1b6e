import { ERROR_CODES, messages, PRESCRIPTION_UPLOAD_HOURS } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orderPrescriptions, prescriptions } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import {
  freshProduct,
  freshRxProduct,
  ORDERS,
  orderBody,
  placeOrder,
  shopper,
  stockOf,
  type TestProduct,
} from '#test/order-helpers.ts'
import {
  decide,
  getImage,
  myanmarDateIn,
  sendOrderPrescriptions,
  sendPrescriptions,
} from '#test/prescription-helpers.ts'
import { smallImage } from '#test/receipt-helpers.ts'
import { useAppAsAdmin } from '#test/staff-helpers.ts'

const t = useAppAsAdmin()
let rx: TestProduct
let rx2: TestProduct
let plain: TestProduct
beforeAll(async () => {
  rx = await freshRxProduct(t.app, 500)
  rx2 = await freshRxProduct(t.app, 500)
  plain = await freshProduct(t.app, 500)
})

const HOUR = 60 * 60 * 1000

async function sentImage(token: string): Promise<number> {
  const sent = await sendPrescriptions(t.app, token, [{ data: await smallImage('png') }])
  expect(sent.status).toBe(201)
  return sent.body[0].id
}
const linksOf = async (orderId: number) =>
  (
    await t.app.ctx.db
      .select()
      .from(orderPrescriptions)
      .where(eq(orderPrescriptions.orderId, orderId))
  ).map((row) => row.prescriptionId)

/** An order of one Rx unit (and maybe one other), placed by `token`, with `prescriptions`. */
function rxOrder(token: string, prescriptions?: number[], products = [rx]) {
  return placeOrder(
    t.app,
    token,
    orderBody(
      products.map((product) => ({ product, qty: 1 })),
      { prescriptions },
    ),
  )
}

describe('placing an order with items that need a prescription', () => {
  it('links the customer’s image and waits for the pharmacist', async () => {
    const me = await shopper(t.app)
    const id = await sentImage(me.token)
    const placed = await rxOrder(me.token, [id, id], [rx, plain])
    expect(placed.status).toBe(201)
    expect(placed.body.status).toBe('PENDING')
    expect(placed.body.prescription).toEqual({
      status: 'WAITING_CHECK',
      dueAt: null,
      refusalReason: null,
      files: [{ id, urls: { private: `/api/customers/me/prescriptions/${id}/file` } }],
    })
    expect(await linksOf(placed.body.id)).toEqual([id])
    const listed = await call(t.app, 'GET', '/api/customers/me/prescriptions', { token: me.token })
    expect(listed.body.data[0]).toMatchObject({ id, status: 'UPLOADED', usable: false })
  })

  it('ignores the field when nothing needs a prescription', async () => {
    const me = await shopper(t.app)
    const id = await sentImage(me.token)
    const placed = await rxOrder(me.token, [id], [plain])
    expect([placed.status, placed.body.prescription]).toEqual([201, null])
    expect(await linksOf(placed.body.id)).toEqual([])
    const none = await rxOrder(me.token, [], [plain])
    expect([none.status, none.body.prescription]).toEqual([201, null])
  })

  it('refuses an empty list, naming the products, and takes nothing', async () => {
    const me = await shopper(t.app)
    const before = await stockOf(t.app, rx.id)
    const refused = await rxOrder(me.token, [], [rx, plain, rx2])
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({
      code: ERROR_CODES.prescriptionRequired,
      message: messages.prescriptionRequired.replace('{products}', `${rx.name}, ${rx2.name}`),
    })
    expect(await stockOf(t.app, rx.id)).toBe(before)
    const burmese = await call(t.app, 'POST', ORDERS, {
      token: me.token,
      body: orderBody([{ product: rx, qty: 1 }], { prescriptions: [] }),
      headers: { 'accept-language': 'my' },
    })
    expect(burmese.body.message).toBe(`${rx.name} အတွက် ဆေးညွှန်း လိုပါတယ်။ ဆေးညွှန်းရဲ့ ဓာတ်ပုံကို ပူးတွဲတင်ပေးပါ။`)
  })

  it('treats another customer’s prescription exactly as an unknown one', async () => {
    const [me, other] = [await shopper(t.app), await shopper(t.app)]
    const theirs = await sentImage(other.token)
    for (const ids of [[theirs], [2_000_000_000], [await sentImage(me.token), theirs]]) {
      const refused = await rxOrder(me.token, ids)
      expect([refused.status, refused.body.code, refused.body.message]).toEqual([
        400,
        ERROR_CODES.prescriptionNotUsable,
        messages.prescriptionUnknown,
      ])
    }
    expect(
      (await getImage(t.app, me.token, `/api/customers/me/prescriptions/${theirs}/file`))
        .statusCode,
    ).toBe(404)
  })

  it('refuses an image already on another open order, and frees it when that order is cancelled', async () => {
    const me = await shopper(t.app)
    const id = await sentImage(me.token)
    const first = await rxOrder(me.token, [id])
    expect(first.status).toBe(201)
    const again = await rxOrder(me.token, [id])
    expect([again.status, again.body.message]).toEqual([400, messages.prescriptionInUse])
    await call(t.app, 'DELETE', `${ORDERS}/${first.body.id}?reason=Changed`, { token: me.token })
    expect((await rxOrder(me.token, [id])).status).toBe(201)
  })

  it('refuses a refused prescription and an expired one; reuses an approved one while valid', async () => {
    const me = await shopper(t.app)
    const refusedId = await sentImage(me.token)
    const refusedOrder = await rxOrder(me.token, [refusedId])
    await decide(t.app, t.adminToken, refusedOrder.body.id, {
      decision: 'REFUSE',
      reason: 'Blurred',
    })
    const withRefused = await rxOrder(me.token, [refusedId])
    expect([withRefused.status, withRefused.body.message]).toEqual([
      400,
      messages.prescriptionWasRefused,
    ])

    const approvedId = await sentImage(me.token)
    const approvedOrder = await rxOrder(me.token, [approvedId])
    const validUntil = myanmarDateIn(10)
    const approved = await decide(t.app, t.adminToken, approvedOrder.body.id, {
      decision: 'APPROVE',
      validUntil,
    })
    expect(approved.status).toBe(200)
    const reused = await rxOrder(me.token, [approvedId])
    expect(reused.status).toBe(201)
    // A pharmacist still checks that it covers this order.
    expect(reused.body.prescription.status).toBe('WAITING_CHECK')
    const listed = await call(t.app, 'GET', '/api/customers/me/prescriptions', { token: me.token })
    expect(listed.body.data.find((p: { id: number }) => p.id === approvedId)).toMatchObject({
      status: 'APPROVED',
      validUntil,
      usable: true,
    })

    // Time passes (moving the clock would end the session too): yesterday was its last day.
    await t.app.ctx.db
      .update(prescriptions)
      .set({ validUntil: myanmarDateIn(-1) })
      .where(eq(prescriptions.id, approvedId))
    const expired = await rxOrder(me.token, [approvedId])
    expect([expired.status, expired.body.message]).toEqual([400, messages.prescriptionExpired])
  })
})

describe('the spec’s client, which knows nothing of prescriptions', () => {
  it('places the order waiting for an upload, due in 24 hours; the upload sends it to the pharmacist', async () => {
    const me = await shopper(t.app)
    const before = Date.now()
    const placed = await rxOrder(me.token)
    expect(placed.status).toBe(201)
    expect(placed.body.prescription).toMatchObject({
      status: 'AWAITING_UPLOAD',
      refusalReason: null,
      files: [],
    })
    const due = new Date(placed.body.prescription.dueAt).getTime()
    expect(due).toBeGreaterThanOrEqual(before + PRESCRIPTION_UPLOAD_HOURS * HOUR)
    expect(due).toBeLessThan(Date.now() + PRESCRIPTION_UPLOAD_HOURS * HOUR + 1)

    const png = await smallImage('png')
    const other = await shopper(t.app)
    const theirs = await sendOrderPrescriptions(t.app, other.token, placed.body.id, [{ data: png }])
    expect([theirs.status, theirs.body.message]).toEqual([404, messages.orderNotFound])
    expect(
      (await sendOrderPrescriptions(t.app, undefined, placed.body.id, [{ data: png }])).status,
    ).toBe(401)
    const tooMany = await sendOrderPrescriptions(
      t.app,
      me.token,
      placed.body.id,
      Array(6).fill({ data: png }),
    )
    expect(tooMany.status).toBe(409)
    const pdf = await sendOrderPrescriptions(t.app, me.token, placed.body.id, [
      { data: Buffer.from('%PDF-1.4\n'), name: 'rx.pdf' },
    ])
    expect(pdf.status).toBe(415)

    const sent = await sendOrderPrescriptions(t.app, me.token, placed.body.id, [{ data: png }])
    expect(sent.status).toBe(201)
    expect(sent.body.prescription).toMatchObject({ status: 'WAITING_CHECK', dueAt: null })
    expect(sent.body.prescription.files).toHaveLength(1)
    const again = await sendOrderPrescriptions(t.app, me.token, placed.body.id, [{ data: png }])
    expect([again.status, again.body.message]).toEqual([409, messages.prescriptionNotAccepted])
    const plainOrder = await rxOrder(me.token, undefined, [plain])
    expect(
      (await sendOrderPrescriptions(t.app, me.token, plainOrder.body.id, [{ data: png }])).status,
    ).toBe(409)
  })

  it('keeps an order at most 5 images, refused ones not counted', async () => {
    const me = await shopper(t.app)
    const placed = await rxOrder(me.token)
    const png = await smallImage('png')
    const four = await sendOrderPrescriptions(
      t.app,
      me.token,
      placed.body.id,
      Array(4).fill({ data: png }),
    )
    expect(four.status).toBe(201)
    await decide(t.app, t.adminToken, placed.body.id, { decision: 'REFUSE', reason: 'Too dark' })
    const five = await sendOrderPrescriptions(
      t.app,
      me.token,
      placed.body.id,
      Array(5).fill({ data: png }),
    )
    expect(five.status).toBe(201)
    expect(five.body.prescription.files).toHaveLength(9)
  })
})
