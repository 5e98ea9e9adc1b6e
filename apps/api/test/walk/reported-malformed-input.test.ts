import { messages, RANGE_BOUND_MAX } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { brands, contactMessages, users } from '#app/db/schema/index.ts'
import { call, newAddress, register } from '../auth-helpers.ts'
import {
  deliveryAddress,
  freshProduct,
  ORDERS,
  orderBody,
  placeOrder,
  stockOf,
} from '../order-helpers.ts'
import { receiptOrder, smallImage } from '../receipt-helpers.ts'
import { newStaffMember, staffSignIn, useAppWithAdmin } from '../staff-helpers.ts'

/** Issue 14 point 2: the malformed requests the penetration test answered with 500, one by one. */

const t = useAppWithAdmin()
let staffToken: string
let shopper: Awaited<ReturnType<typeof register>>
beforeAll(async () => {
  staffToken = await staffSignIn(t.app)
  shopper = await register(t.app)
})

const NUL = 'Aye\u0000Aye'
const LONE = 'Aye\ud800'
const refusedFor = (message: string) => ({
  status: 400,
  body: expect.objectContaining({ message: expect.stringContaining(message) }),
})

describe('text with a NUL character answers 400 and writes nothing', () => {
  it('on the contact form', async () => {
    const body = { name: NUL, email: 'a@example.com', message: 'Hi', privacyAgreed: true }
    expect(await call(t.app, 'POST', '/api/public/contact', { body })).toMatchObject(
      refusedFor(messages.textHasNul),
    )
    expect(await t.app.ctx.db.$count(contactMessages)).toBe(0)
  })

  it.each([
    '/api/public/search?filter=%00',
    '/api/public/blog/news?search=a%00',
    '/api/admin/customers?search=%00',
  ])('in the query %s', async (url) => {
    const token = url.startsWith('/api/admin') ? staffToken : undefined
    expect(await call(t.app, 'GET', url, { ...(token && { token }) })).toMatchObject(
      refusedFor(messages.textHasNul),
    )
  })

  it('in the product listing search and the sign-in name', async () => {
    const listing = { body: { search: NUL } }
    expect(await call(t.app, 'POST', '/api/public/products/DEFAULT', listing)).toMatchObject(
      refusedFor(messages.textHasNul),
    )
    const login = { body: { user: NUL, password: 'secret12' } }
    expect(await call(t.app, 'POST', '/api/auth/customers', login)).toMatchObject(
      refusedFor(messages.textHasNul),
    )
  })

  it('in the profile, a saved address and an order address', async () => {
    const token = shopper.token
    const profile = { name: NUL, phoneNo: shopper.phoneNumber, email: shopper.user }
    expect(await call(t.app, 'POST', '/api/customers/me', { token, body: profile })).toMatchObject(
      refusedFor(messages.textHasNul),
    )
    const address = { address: { ...deliveryAddress, street: NUL } }
    expect(
      await call(t.app, 'POST', '/api/customers/me/addresses', { token, body: address }),
    ).toMatchObject(refusedFor(messages.textHasNul))
    const product = await freshProduct(t.app, 5)
    const order = orderBody([{ product, qty: 1 }], {
      address: { ...deliveryAddress, township: NUL },
    })
    expect(await placeOrder(t.app, token, order)).toMatchObject(refusedFor(messages.textHasNul))
    expect(await stockOf(t.app, product.id)).toBe(5)
    const [me] = await t.app.ctx.db.select().from(users).where(eq(users.id, shopper.userId))
    expect(me?.displayName).toBe(shopper.displayName)
  })
})

describe('a lone surrogate answers 400 and writes nothing', () => {
  it('in brand and category names and a point adjustment reason', async () => {
    const before = await t.app.ctx.db.$count(brands)
    for (const [url, body] of [
      ['/api/admin/brands', { name: LONE }],
      ['/api/admin/categories', { name: LONE }],
      [`/api/admin/customers/${shopper.userId}/points/adjustments`, { points: 5, reason: LONE }],
    ] as const)
      expect(await call(t.app, 'POST', url, { token: staffToken, body })).toMatchObject(
        refusedFor(messages.textHasLoneSurrogate),
      )
    expect(await t.app.ctx.db.$count(brands)).toBe(before)
  })
})

it('names lose bidi overrides and zero-width characters', async () => {
  const name = `\u202eWalk\u200b Brand ${Date.now()}\u2069`
  const created = await call(t.app, 'POST', '/api/admin/brands', {
    token: staffToken,
    body: { name },
  })
  expect(created.status).toBe(201)
  expect(created.body.name).toBe(name.replace(/[\u202e\u200b\u2069]/g, ''))
})

it('an absurd number in a range filter answers 400 with the allowed range', async () => {
  const body = { pricePerUnit: '99999999999999999999' }
  expect(await call(t.app, 'POST', '/api/public/products/DEFAULT', { body })).toMatchObject(
    refusedFor(messages.rangeOutOfRange.replace('{max}', String(RANGE_BOUND_MAX))),
  )
})

describe('a broken multipart body answers 400 with a message', async () => {
  const image = await smallImage()
  const truncated = Buffer.concat([
    Buffer.from(
      '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n' +
        'Content-Type: image/png\r\n\r\n',
    ),
    image.subarray(0, 20),
  ])
  const broken = [
    ['without a boundary', 'multipart/form-data'],
    ['with a truncated part', 'multipart/form-data; boundary=cut'],
  ] as const

  it.each(broken)('on a staff picture upload, %s', async (_, contentType) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media?purpose=product',
      headers: { 'content-type': contentType, authorization: `Bearer ${staffToken}` },
      payload: truncated,
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toBe(messages.malformedUpload)
  })

  it.each(broken)('on a receipt upload, %s', async (_, contentType) => {
    const order = await receiptOrder(t.app, shopper.token)
    const answer = await t.app.inject({
      method: 'POST',
      url: `${ORDERS}/${order.id}/bankAttachment`,
      remoteAddress: newAddress(),
      headers: { 'content-type': contentType, authorization: `Bearer ${shopper.token}` },
      payload: truncated.toString('latin1').replaceAll('name="file"', 'name="attachmentFile"'),
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toBe(messages.malformedUpload)
  })
})

it('a JSON body behind a byte-order mark is read as JSON (staff account change)', async () => {
  const colleague = await newStaffMember(t.app)
  const put = (body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${colleague.userId}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
      payload: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(body))]),
    })
  const refused = await put({ displayName: NUL })
  expect(refused.statusCode).toBe(400)
  expect(refused.json().message).toContain(messages.textHasNul)
  expect((await put({ displayName: 'Thida Renamed' })).statusCode).toBe(200)
  const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, colleague.userId))
  expect(row?.displayName).toBe('Thida Renamed')
})
