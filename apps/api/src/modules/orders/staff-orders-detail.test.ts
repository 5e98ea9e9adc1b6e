import { describe, expect, it } from 'vitest'
import { call } from '#test/auth-helpers.ts'
import { shopper } from '#test/order-helpers.ts'
import { getReceipt, receiptOrder, smallImage, uploadReceipts } from '#test/receipt-helpers.ts'
import { newStaffMember, useAppAsAdmin } from '#test/staff-helpers.ts'

const t = useAppAsAdmin()

const detail = (id: number | string, token: string | null = t.adminToken) =>
  call(t.app, 'GET', `/api/admin/orders/${id}`, { token: token ?? undefined })
const receiptUrl = (orderId: number | string, receiptId: number | string) =>
  `/api/admin/orders/${orderId}/receipts/${receiptId}`

/** A bank-transfer order with one uploaded receipt (so: pending). */
async function orderWithReceipt(format: 'png' | 'jpeg' = 'png') {
  const me = await shopper(t.app)
  const placed = await receiptOrder(t.app, me.token)
  const image = await smallImage(format)
  const uploaded = await uploadReceipts(t.app, me.token, placed.id, [{ data: image }])
  expect(uploaded.status).toBe(201)
  return { me, order: uploaded.body, image, receiptId: uploaded.body.bankAttachments[0].id }
}

describe('one order for staff', () => {
  it('shows the customer, items, stored amounts, receipts, history and the next statuses', async () => {
    const { me, order, receiptId } = await orderWithReceipt()
    const answer = await detail(order.id)
    expect(answer.status).toBe(200)
    const item = order.orderItems[0]
    expect(answer.body).toMatchObject({
      id: order.id,
      voucherNo: order.voucherNo,
      status: 'PENDING',
      isPaid: false,
      customer: { id: me.customerId, name: 'Aye Aye', phone: me.phoneNumber, email: me.user },
      items: [
        {
          productId: item.product.id,
          name: item.product.name,
          qty: 1,
          unitPrice: item.unitPrice,
          lineTotal: item.unitPrice,
        },
      ],
      amounts: {
        subtotal: order.subtotal,
        deliveryFee: order.deliveryFee,
        discount: order.discount,
        pointsUsed: order.paymentPoints,
        total: order.totalAmount,
        pointsEarned: order.amountPoints,
      },
      isDelivery: true,
      address: expect.objectContaining({ region: 'Yangon Region', township: 'Kamayut' }),
      payment: { type: 'BANK_TRANSFER', rows: [] },
      receipts: [{ id: receiptId, uploadedAt: expect.any(String), contentType: 'image/png' }],
      nextStatuses: ['APPROVED', 'CANCELLED'],
    })
    expect(answer.body.history.map((entry: { toStatus: string }) => entry.toStatus)).toEqual([
      'WAITING_FOR_PAYMENT',
      'PENDING',
    ])
  })

  it('names the member of staff who moved the order in its history', async () => {
    const { order } = await orderWithReceipt()
    const clerk = await newStaffMember(t.app)
    const moved = await call(t.app, 'PUT', `/api/admin/orders/${order.id}/status`, {
      token: clerk.token,
      body: { status: 'APPROVED', note: 'Transfer seen in the bank app' },
    })
    expect(moved.status).toBe(200)
    const { body } = await detail(order.id)
    expect(body.history.at(-1)).toMatchObject({
      fromStatus: 'PENDING',
      toStatus: 'APPROVED',
      actor: 'STAFF',
      staffName: expect.stringMatching(/^Staff \d+$/),
      note: 'Transfer seen in the bank app',
    })
    expect(body.history[0]).toMatchObject({ actor: 'CUSTOMER', staffName: null })
    expect(body.nextStatuses).toEqual(['PAID', 'DELIVERED', 'CANCELLED'])
  })

  it('answers 400 for a bad id, 404 for a missing order, 401 and 403 for others', async () => {
    const { me, order } = await orderWithReceipt()
    expect((await detail('abc')).status).toBe(400)
    expect((await detail(0)).status).toBe(400)
    expect((await detail(99_999_999)).status).toBe(404)
    expect((await detail(order.id, null)).status).toBe(401)
    expect((await detail(order.id, me.token)).status).toBe(403)
  })
})

describe('a receipt image for staff', () => {
  it('answers the stored bytes with their type, never cached', async () => {
    const { order, image, receiptId } = await orderWithReceipt('jpeg')
    const answer = await getReceipt(t.app, t.adminToken, receiptUrl(order.id, receiptId))
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('image/jpeg')
    expect(answer.headers['cache-control']).toBe('private, no-store')
    expect(answer.rawPayload.equals(image)).toBe(true)
  })

  it('answers 404 for another order’s receipt or a missing one', async () => {
    const first = await orderWithReceipt()
    const second = await orderWithReceipt()
    const crossed = await getReceipt(
      t.app,
      t.adminToken,
      receiptUrl(second.order.id, first.receiptId),
    )
    expect(crossed.statusCode).toBe(404)
    const missing = await getReceipt(t.app, t.adminToken, receiptUrl(first.order.id, 99_999_999))
    expect(missing.statusCode).toBe(404)
  })

  it('answers 400 for a bad id, 401 without a session and 403 for the customer', async () => {
    const { me, order, receiptId } = await orderWithReceipt()
    expect((await getReceipt(t.app, t.adminToken, receiptUrl(order.id, 'x'))).statusCode).toBe(400)
    const url = receiptUrl(order.id, receiptId)
    expect((await getReceipt(t.app, undefined, url)).statusCode).toBe(401)
    // Even the order's own customer: theirs is at /customers/me/orders/{id}/bankAttachments.
    expect((await getReceipt(t.app, me.token, url)).statusCode).toBe(403)
  })
})
