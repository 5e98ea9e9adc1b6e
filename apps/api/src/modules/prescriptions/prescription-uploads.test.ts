import { messages, PRESCRIPTION_MAX_BYTES } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { prescriptions } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import { shopper } from '#test/order-helpers.ts'
import { getImage, PRESCRIPTIONS, sendPrescriptions } from '#test/prescription-helpers.ts'
import { smallImage } from '#test/receipt-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

const storedOf = (customerId: number) =>
  t.app.ctx.db.select().from(prescriptions).where(eq(prescriptions.customerId, customerId))

describe('sending prescription images before ordering', () => {
  it('stores them privately under the customer and shows each to its owner only', async () => {
    const me = await shopper(t.app)
    const png = await smallImage('png')
    const sent = await sendPrescriptions(t.app, me.token, [{ data: png }])
    expect(sent.status).toBe(201)
    expect(sent.body).toEqual([
      {
        id: expect.any(Number),
        status: 'UPLOADED',
        validUntil: null,
        createdAt: expect.any(String),
        urls: { private: `${PRESCRIPTIONS}/${sent.body[0].id}/file` },
        usable: true,
      },
    ])

    const image = await getImage(t.app, me.token, sent.body[0].urls.private)
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.headers['cache-control']).toBe('private, no-store')
    expect(image.headers['x-content-type-options']).toBe('nosniff')
    expect(image.rawPayload.equals(png)).toBe(true)

    const other = await shopper(t.app)
    const theirs = await getImage(t.app, other.token, sent.body[0].urls.private)
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, messages.prescriptionNotFound])
    expect((await getImage(t.app, undefined, sent.body[0].urls.private)).statusCode).toBe(401)
    expect((await getImage(t.app, me.token, `${PRESCRIPTIONS}/999999/file`)).statusCode).toBe(404)

    const [row] = await storedOf(me.customerId)
    expect(row?.mediaKey).toMatch(new RegExp(`^prescriptions/${me.customerId}/[0-9a-f-]+\\.png$`))
    expect(await t.app.ctx.privateFiles.has(row?.mediaKey ?? '?')).toBe(true)
    const asMedia = await t.app.inject({ method: 'GET', url: `/media/${row?.mediaKey}` })
    expect(asMedia.statusCode).toBe(404)
  })

  it('judges the type by the bytes: JPEG, PNG and WebP in, a PDF or text out (415)', async () => {
    const me = await shopper(t.app)
    const mixed = await sendPrescriptions(t.app, me.token, [
      { data: await smallImage('jpeg'), name: 'rx.pdf', type: 'application/pdf' },
      { data: await smallImage('webp'), name: 'rx' },
    ])
    expect(mixed.status).toBe(201)
    expect((await storedOf(me.customerId)).map((row) => row.contentType).sort()).toEqual([
      'image/jpeg',
      'image/webp',
    ])

    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')
    for (const data of [pdf, Buffer.from('<svg onload="alert(1)"/>')]) {
      const refused = await sendPrescriptions(t.app, me.token, [
        { data: await smallImage('png') },
        { data, name: 'rx.png', type: 'image/png' },
      ])
      expect([refused.status, refused.body.message]).toEqual([415, messages.receiptNotImage])
    }
    expect(await storedOf(me.customerId)).toHaveLength(2)
  })

  it('refuses a file too big (413), too many at once (409), none (400) and a visitor (401)', async () => {
    const me = await shopper(t.app)
    const big = Buffer.alloc(PRESCRIPTION_MAX_BYTES + 1)
    ;(await smallImage('png')).copy(big)
    const tooBig = await sendPrescriptions(t.app, me.token, [{ data: big }])
    expect([tooBig.status, tooBig.body.message]).toEqual([413, 'Each image must be at most 5 MB.'])

    const png = await smallImage('png')
    const six = await sendPrescriptions(t.app, me.token, Array(6).fill({ data: png }))
    expect([six.status, six.body.message]).toEqual([
      409,
      'An order can have at most 5 prescription images.',
    ])
    const none = await sendPrescriptions(t.app, me.token, [{ data: png }], 'somethingElse')
    expect([none.status, none.body.message]).toEqual([400, messages.receiptMissing])
    const notMultipart = await call(t.app, 'POST', PRESCRIPTIONS, { token: me.token, body: {} })
    expect(notMultipart.status).toBe(400)
    expect((await sendPrescriptions(t.app, undefined, [{ data: png }])).status).toBe(401)
    expect(await storedOf(me.customerId)).toEqual([])
  })

  it('lets a customer pile up at most 20 unused images a day', async () => {
    const me = await shopper(t.app)
    const png = await smallImage('png')
    for (let i = 0; i < 4; i++)
      expect((await sendPrescriptions(t.app, me.token, Array(5).fill({ data: png }))).status).toBe(
        201,
      )
    const more = await sendPrescriptions(t.app, me.token, [{ data: png }])
    expect([more.status, more.body.message]).toEqual([
      409,
      messages.prescriptionUploadLimit.replace('{count}', '20').replace('{hours}', '24'),
    ])
    expect(await storedOf(me.customerId)).toHaveLength(20)
  })

  it('lists the customer’s own prescriptions newest first, paged', async () => {
    const me = await shopper(t.app)
    const png = await smallImage('png')
    const first = (await sendPrescriptions(t.app, me.token, [{ data: png }])).body[0]
    const second = (await sendPrescriptions(t.app, me.token, [{ data: png }])).body[0]
    await sendPrescriptions(t.app, (await shopper(t.app)).token, [{ data: png }])
    const list = await call(t.app, 'GET', `${PRESCRIPTIONS}?size=1`, { token: me.token })
    expect(list.status).toBe(200)
    expect(list.body).toEqual({ data: [second], total: 2, pageSize: 1 })
    const next = await call(t.app, 'GET', `${PRESCRIPTIONS}?size=1&page=1`, { token: me.token })
    expect(next.body.data).toEqual([first])
    expect((await call(t.app, 'GET', PRESCRIPTIONS)).status).toBe(401)
  })
})
