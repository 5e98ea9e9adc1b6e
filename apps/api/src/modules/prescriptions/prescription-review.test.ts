import { ERROR_CODES, messages, messagesMy, PRESCRIPTION_FIX_HOURS } from '@kyanma/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, newAddress, outbox } from '#test/auth-helpers.ts'
import {
  freshRxProduct,
  ORDERS,
  orderBody,
  placeOrder,
  shopper,
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
import { auditRowsOf, newStaffMember, useAppAsAdmin } from '#test/staff-helpers.ts'

const t = useAppAsAdmin()
let rx: TestProduct
beforeAll(async () => {
  rx = await freshRxProduct(t.app, 500)
})

const move = (id: number, status: string, note = '') =>
  call(t.app, 'PUT', `/api/admin/orders/${id}/status`, {
    token: t.adminToken,
    body: { status, note },
  })
const queue = (query = '', token = t.adminToken) =>
  call(t.app, 'GET', `/api/admin/prescriptions${query}`, { token })
const summary = async () =>
  (await call(t.app, 'GET', '/api/admin/orders/summary', { token: t.adminToken })).body

/** A new customer's cash-on-delivery order of one Rx unit with a sent image: waiting for a check. */
async function waitingOrder(paymentType: 'CASH_ON_DELIVERY' | 'UAB_PAY' = 'CASH_ON_DELIVERY') {
  const me = await shopper(t.app)
  const png = await smallImage('png')
  const [image] = (await sendPrescriptions(t.app, me.token, [{ data: png }])).body
  const placed = await placeOrder(
    t.app,
    me.token,
    orderBody([{ product: rx, qty: 2 }], { prescriptions: [image.id], paymentType }),
  )
  expect(placed.status).toBe(201)
  return { me, order: placed.body, imageId: image.id as number, png }
}

describe('the pharmacist’s queue', () => {
  it('lists orders waiting for a check with their Rx items and images, and counts them', async () => {
    const before = await summary()
    const { me, order, imageId, png } = await waitingOrder()
    expect((await summary()).prescriptionsToCheck).toBe(before.prescriptionsToCheck + 1)
    const found = await queue(`?search=${order.voucherNo}`)
    expect(found.status).toBe(200)
    expect(found.body).toEqual({
      data: [
        {
          orderId: order.id,
          voucherNo: order.voucherNo,
          createdAt: order.createdAt,
          customer: { id: me.customerId, name: 'Aye Aye', phone: me.phoneNumber },
          orderStatus: 'PENDING',
          status: 'WAITING_CHECK',
          dueAt: null,
          refusalReason: null,
          items: [{ productId: rx.id, name: rx.name, qty: 2 }],
          files: [
            {
              id: imageId,
              url: `/api/admin/prescriptions/${imageId}/file`,
              status: 'UPLOADED',
              uploadedAt: expect.any(String),
              previouslyApproved: null,
            },
          ],
        },
      ],
      total: 1,
      pageSize: 15,
    })
    const image = await getImage(t.app, t.adminToken, found.body.data[0].files[0].url)
    expect(image.statusCode).toBe(200)
    expect(image.headers['cache-control']).toBe('private, no-store')
    expect(image.headers['x-content-type-options']).toBe('nosniff')
    expect(image.rawPayload.equals(png)).toBe(true)
    // The customer's own token is not staff.
    expect((await getImage(t.app, me.token, found.body.data[0].files[0].url)).statusCode).toBe(403)
    expect((await getImage(t.app, undefined, found.body.data[0].files[0].url)).statusCode).toBe(401)

    await call(t.app, 'DELETE', `${ORDERS}/${order.id}?reason=Changed`, { token: me.token })
    expect((await queue(`?search=${order.voucherNo}`)).body.total).toBe(0)
    expect((await summary()).prescriptionsToCheck).toBe(before.prescriptionsToCheck)
  })

  it('answers 401 without a session, 403 for a customer, 400 for an unknown status', async () => {
    const me = await shopper(t.app)
    expect((await call(t.app, 'GET', '/api/admin/prescriptions')).status).toBe(401)
    expect((await queue('', me.token)).status).toBe(403)
    expect((await queue('?status=LOST')).status).toBe(400)
    const { order } = await waitingOrder()
    expect(
      (await decide(t.app, undefined, order.id, { decision: 'REFUSE', reason: 'No' })).status,
    ).toBe(401)
    expect(
      (await decide(t.app, me.token, order.id, { decision: 'REFUSE', reason: 'Nope' })).status,
    ).toBe(403)
  })
})

describe('a pharmacist’s decision', () => {
  it('keeps the order from approval until the prescription is approved; then staff move it on', async () => {
    const { me, order, imageId } = await waitingOrder()
    const early = await move(order.id, 'APPROVED')
    expect(early.status).toBe(409)
    expect(early.body).toEqual({
      code: ERROR_CODES.prescriptionNotApproved,
      message: messages.prescriptionApprovalFirst,
    })
    const detail = await call(t.app, 'GET', `/api/admin/orders/${order.id}`, {
      token: t.adminToken,
    })
    expect(detail.body.nextStatuses).toEqual(['CANCELLED'])

    const clerk = await newStaffMember(t.app)
    const validUntil = myanmarDateIn(30)
    const approved = await decide(t.app, clerk.token, order.id, { decision: 'APPROVE', validUntil })
    expect(approved.status).toBe(200)
    expect(approved.body.prescription).toMatchObject({
      status: 'APPROVED',
      items: [{ productId: rx.id, name: rx.name, qty: 2 }],
      dueAt: null,
      refusalReason: null,
      reviewedBy: expect.stringMatching(/^Staff \d+$/),
      files: [{ id: imageId, status: 'APPROVED', previouslyApproved: null }],
    })
    expect(approved.body.nextStatuses).toEqual(['APPROVED', 'CANCELLED'])
    const audit = await auditRowsOf(t.app, 'order', order.id)
    expect(audit).toEqual([
      expect.objectContaining({
        staffUserId: clerk.userId,
        action: 'order.prescription.approve',
        before: { prescriptionStatus: 'WAITING_CHECK' },
        after: { prescriptionStatus: 'APPROVED', prescriptionIds: [imageId], validUntil },
      }),
    ])
    expect((await move(order.id, 'APPROVED')).status).toBe(200)
    const bell = await call(t.app, 'GET', '/api/notifications/me', { token: me.token })
    expect(bell.body.data.map((n: { title: string }) => n.title)).toContain(
      messages.prescriptionApprovedTitle,
    )
    const twice = await decide(t.app, t.adminToken, order.id, { decision: 'APPROVE', validUntil })
    expect([twice.status, twice.body.message]).toEqual([409, messages.prescriptionNotWaiting])
  })

  it('blocks delivery of a paid order until the prescription is approved', async () => {
    const { order } = await waitingOrder('UAB_PAY')
    // Money may arrive before the pharmacist looks: the gateway marks it paid.
    expect((await move(order.id, 'PAID')).status).toBe(200)
    const early = await move(order.id, 'DELIVERED')
    expect([early.status, early.body.message]).toEqual([409, messages.prescriptionApprovalFirst])
    await decide(t.app, t.adminToken, order.id, {
      decision: 'APPROVE',
      validUntil: myanmarDateIn(0),
    })
    expect((await move(order.id, 'DELIVERED')).status).toBe(200)
  })

  it('refuses bad decisions with 400 and changes nothing', async () => {
    const { order } = await waitingOrder()
    const today = myanmarDateIn(0)
    const yearOn = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ decision: 'APPROVE', validUntil: myanmarDateIn(-1) }, /validity must be a date from/],
      [{ decision: 'APPROVE', validUntil: myanmarDateIn(400) }, /validity must be a date from/],
      [{ decision: 'APPROVE', validUntil: '2026-02-30' }, messages.invalidDate],
      [{ decision: 'APPROVE' }, messages.invalidDate],
      [{ decision: 'REFUSE', reason: 'No' }, 'Please give a reason of 3 to 300 characters.'],
      [
        { decision: 'REFUSE', reason: 'x'.repeat(301) },
        'Please give a reason of 3 to 300 characters.',
      ],
      [{ decision: 'REFUSE' }, 'Please give a reason of 3 to 300 characters.'],
      [{ decision: 'MAYBE' }, /decision/],
    ]
    for (const [body, message] of cases) {
      const answer = await decide(t.app, t.adminToken, order.id, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(JSON.stringify(answer.body), JSON.stringify(body)).toMatch(message)
    }
    expect(await auditRowsOf(t.app, 'order', order.id)).toEqual([])
    const lastDay = await decide(t.app, t.adminToken, order.id, {
      decision: 'APPROVE',
      validUntil: yearOn,
    })
    expect(lastDay.status).toBe(200)
    expect(
      (await decide(t.app, t.adminToken, 999_999, { decision: 'REFUSE', reason: 'Blurred' }))
        .status,
    ).toBe(404)
  })

  it('refuses with a reason: bell and SMS in the customer’s language; a new image goes back to the pharmacist', async () => {
    const { me, order, imageId } = await waitingOrder()
    await t.app.inject({
      method: 'PATCH',
      url: '/api/customers/me/language',
      remoteAddress: newAddress(),
      headers: { authorization: `Bearer ${me.token}` },
      payload: { language: 'my' },
    })
    const before = Date.now()
    const refused = await decide(t.app, t.adminToken, order.id, {
      decision: 'REFUSE',
      reason: 'The doctor’s name cannot be read',
    })
    expect(refused.status).toBe(200)
    expect(refused.body.prescription).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'The doctor’s name cannot be read',
      files: [{ id: imageId, status: 'REFUSED' }],
    })
    const due = new Date(refused.body.prescription.dueAt).getTime()
    expect(due).toBeGreaterThanOrEqual(before + PRESCRIPTION_FIX_HOURS * 60 * 60 * 1000)
    const [audit] = await auditRowsOf(t.app, 'order', order.id)
    expect(audit).toMatchObject({
      action: 'order.prescription.refuse',
      after: { prescriptionStatus: 'REFUSED', reason: 'The doctor’s name cannot be read' },
    })

    // The SMS and the bell fill the same placeholders; the SMS writes the hours in Burmese digits.
    const refusal = (template: string, hours: string) =>
      template
        .replace('{voucherNo}', order.voucherNo)
        .replace('{hours}', hours)
        .replace('{reason}', 'The doctor’s name cannot be read')
    const bellIn = (language: 'my' | 'en') =>
      call(t.app, 'GET', '/api/notifications/me', {
        token: me.token,
        headers: { 'accept-language': language },
      })
    const [sms] = outbox(t.app).messagesTo(me.phoneNumber)
    expect(sms?.body).toBe(refusal(messagesMy.smsPrescriptionRefused, '၂၄'))
    const bell = await bellIn('my')
    expect(bell.body.data[0]).toMatchObject({
      title: messagesMy.prescriptionRefusedTitle,
      description: refusal(messagesMy.prescriptionRefusedText, '24'),
    })
    const english = await bellIn('en')
    expect(english.body.data[0].description).toContain(order.voucherNo)
    expect(english.body.data[0].description).toContain('Reason: The doctor’s name cannot be read')

    const mine = await call(t.app, 'GET', `${ORDERS}/${order.id}`, { token: me.token })
    expect(mine.body.prescription).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'The doctor’s name cannot be read',
    })
    const again = await decide(t.app, t.adminToken, order.id, {
      decision: 'REFUSE',
      reason: 'Again',
    })
    expect(again.status).toBe(409)
    const fixed = await sendOrderPrescriptions(t.app, me.token, order.id, [
      { data: await smallImage('jpeg') },
    ])
    expect(fixed.body.prescription).toMatchObject({
      status: 'WAITING_CHECK',
      dueAt: null,
      refusalReason: null,
    })
    expect((await queue(`?search=${order.voucherNo}`)).body.data[0].files).toHaveLength(2)
  })

  it('shows the pharmacist an earlier approval of a reused prescription', async () => {
    const first = await waitingOrder()
    const validUntil = myanmarDateIn(60)
    await decide(t.app, t.adminToken, first.order.id, { decision: 'APPROVE', validUntil })
    const reused = await placeOrder(
      t.app,
      first.me.token,
      orderBody([{ product: rx, qty: 1 }], { prescriptions: [first.imageId] }),
    )
    expect(reused.body.prescription.status).toBe('WAITING_CHECK')
    const row = (await queue(`?search=${reused.body.voucherNo}`)).body.data[0]
    expect(row.files).toEqual([
      expect.objectContaining({
        id: first.imageId,
        status: 'APPROVED',
        previouslyApproved: { by: 'Admin', validUntil, approvedAt: expect.any(String) },
      }),
    ])
  })

  it('answers 409 for an order whose prescription is not waiting, or that was cancelled', async () => {
    const { me, order } = await waitingOrder()
    await call(t.app, 'DELETE', `${ORDERS}/${order.id}?reason=Changed`, { token: me.token })
    const cancelled = await decide(t.app, t.adminToken, order.id, {
      decision: 'APPROVE',
      validUntil: myanmarDateIn(1),
    })
    expect([cancelled.status, cancelled.body.message]).toEqual([
      409,
      messages.prescriptionNotWaiting,
    ])
    const awaiting = await placeOrder(t.app, me.token, orderBody([{ product: rx, qty: 1 }]))
    expect(awaiting.body.prescription.status).toBe('AWAITING_UPLOAD')
    expect(
      (
        await decide(t.app, t.adminToken, awaiting.body.id, {
          decision: 'REFUSE',
          reason: 'None sent',
        })
      ).status,
    ).toBe(409)
  })
})
