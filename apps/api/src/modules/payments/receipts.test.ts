import { messages, RECEIPT_MAX_BYTES } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bankAttachments, orderStatusHistory } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import { ORDERS, shopper } from '#test/order-helpers.ts'
import { getReceipt, receiptOrder, smallImage, uploadReceipts } from '#test/receipt-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

const order = async (token: string, id: number) =>
  (await call(t.app, 'GET', `${ORDERS}/${id}`, { token })).body
const storedReceipts = (orderId: number) =>
  t.app.ctx.db.select().from(bankAttachments).where(eq(bankAttachments.orderId, orderId))

describe('uploading a bank-transfer receipt', () => {
  it('stores it privately, moves the order to pending and shows it to its owner only', async () => {
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token)
    expect(placed.status).toBe('WAITING_FOR_PAYMENT')
    const png = await smallImage('png')
    const uploaded = await uploadReceipts(t.app, me.token, placed.id, [{ data: png }])
    expect(uploaded.status).toBe(201)
    expect(uploaded.body.status).toBe('PENDING')
    expect(uploaded.body.isPaid).toBe(false)
    const [receipt] = uploaded.body.bankAttachments
    expect(receipt.urls.private).toBe(`${ORDERS}/${placed.id}/bankAttachments/${receipt.id}`)
    expect(await order(me.token, placed.id)).toEqual(uploaded.body)

    const image = await getReceipt(t.app, me.token, receipt.urls.private)
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.headers['cache-control']).toBe('private, no-store')
    expect(image.rawPayload.equals(png)).toBe(true)

    const other = await shopper(t.app)
    expect((await getReceipt(t.app, other.token, receipt.urls.private)).statusCode).toBe(404)
    expect((await getReceipt(t.app, undefined, receipt.urls.private)).statusCode).toBe(401)
    // Not reachable through the public media files either.
    const [row] = await storedReceipts(placed.id)
    expect(await t.app.ctx.privateFiles.has(row?.mediaKey ?? '?')).toBe(true)
    const asMedia = await t.app.inject({ method: 'GET', url: `/media/${row?.mediaKey}` })
    expect(asMedia.statusCode).toBe(404)

    const history = await t.app.ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, placed.id))
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'WAITING_FOR_PAYMENT',
      toStatus: 'PENDING',
      actor: 'CUSTOMER',
    })
  })

  it('takes several JPEG, PNG and WebP images, also on a pending mobile-banking order', async () => {
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token, 'MOBILE_BANKING')
    const first = await uploadReceipts(t.app, me.token, placed.id, [
      // The name and the declared type are not what decides: the bytes are.
      { data: await smallImage('jpeg'), name: 'receipt.txt', type: 'text/plain' },
      { data: await smallImage('webp'), name: 'receipt' },
    ])
    expect(first.status).toBe(201)
    expect(first.body.bankAttachments).toHaveLength(2)
    const second = await uploadReceipts(t.app, me.token, placed.id, [
      { data: await smallImage('png') },
    ])
    expect([second.status, second.body.status]).toEqual([201, 'PENDING'])
    expect((await storedReceipts(placed.id)).map((row) => row.contentType).sort()).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
    ])
  })

  it('refuses what is not an image (415), too big (413) or too many (409), storing nothing', async () => {
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token)
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n')
    const notImage = await uploadReceipts(t.app, me.token, placed.id, [
      { data: await smallImage('png') },
      { data: pdf, name: 'receipt.png', type: 'image/png' },
    ])
    expect([notImage.status, notImage.body.message]).toEqual([415, messages.receiptNotImage])

    const big = Buffer.alloc(RECEIPT_MAX_BYTES + 1)
    ;(await smallImage('png')).copy(big)
    const tooBig = await uploadReceipts(t.app, me.token, placed.id, [{ data: big }])
    expect([tooBig.status, tooBig.body.message]).toEqual([413, 'Each image must be at most 5 MB.'])

    const png = await smallImage('png')
    const six = await uploadReceipts(t.app, me.token, placed.id, Array(6).fill({ data: png }))
    expect([six.status, six.body.message]).toEqual([
      409,
      'An order can have at most 5 receipt images.',
    ])
    const none = await uploadReceipts(t.app, me.token, placed.id, [], 'attachmentFile')
    expect([none.status, none.body.message]).toEqual([400, messages.receiptMissing])
    expect(await storedReceipts(placed.id)).toEqual([])
    expect((await order(me.token, placed.id)).status).toBe('WAITING_FOR_PAYMENT')

    const five = await uploadReceipts(t.app, me.token, placed.id, Array(5).fill({ data: png }))
    expect(five.status).toBe(201)
    const sixth = await uploadReceipts(t.app, me.token, placed.id, [{ data: png }])
    expect(sixth.status).toBe(409)
    expect(await storedReceipts(placed.id)).toHaveLength(5)
  })

  it('answers 404 for someone else’s order and 409 for orders that take no receipt', async () => {
    const [me, other] = [await shopper(t.app), await shopper(t.app)]
    const png = [{ data: await smallImage('png') }]
    const mine = await receiptOrder(t.app, me.token)
    const theirs = await uploadReceipts(t.app, other.token, mine.id, png)
    expect([theirs.status, theirs.body.message]).toEqual([404, messages.orderNotFound])
    expect((await uploadReceipts(t.app, undefined, mine.id, png)).status).toBe(401)
    expect(await storedReceipts(mine.id)).toEqual([])

    const cash = await receiptOrder(t.app, me.token, 'CASH_ON_DELIVERY')
    const gateway = await receiptOrder(t.app, me.token, 'UAB_PAY')
    for (const id of [cash.id, gateway.id]) {
      const refused = await uploadReceipts(t.app, me.token, id, png)
      expect([refused.status, refused.body.message]).toEqual([409, messages.receiptNotAccepted])
    }
    await call(t.app, 'DELETE', `${ORDERS}/${mine.id}?reason=Changed`, { token: me.token })
    expect((await uploadReceipts(t.app, me.token, mine.id, png)).status).toBe(409)
  })
})
