import { messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { media } from '#app/db/schema/index.ts'
import { register } from '#test/auth-helpers.ts'
import { uploadImage, useAppAsAdmin } from '#test/staff-helpers.ts'

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer()

describe('staff picture uploads', () => {
  const t = useAppAsAdmin()

  const mediaRows = () => t.app.ctx.db.$count(media)

  /** The admin uploads a photo of `width` x `height` for the use `query` names. */
  const uploadPhoto = async (width: number, height: number, query: string) =>
    uploadImage(t.app, t.adminToken, await photo(width, height), query)

  /** The stored bytes behind a public /media/... address, from whichever store the app uses. */
  async function fileOf(url: string) {
    const data = await t.app.ctx.media.files.read(url.replace(/^\/media\//, ''))
    if (!data) throw new Error(`nothing stored behind ${url}`)
    return data
  }

  it('stores a product photo as square WebP at 800 and 320 px, padded on white', async () => {
    const answer = await uploadPhoto(1000, 500, 'purpose=product&alt=Pack')
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ width: 800, height: 800, alt: 'Pack' })
    const large = await sharp(await fileOf(answer.body.urls.public)).metadata()
    const small = await sharp(await fileOf(answer.body.urls.thumbnail)).metadata()
    expect([large.format, large.width, large.height]).toEqual(['webp', 800, 800])
    expect([small.width, small.height]).toEqual([320, 320])
    const [row] = await t.app.ctx.db.select().from(media).where(eq(media.id, answer.body.id))
    expect(row?.sizes).toEqual([800, 320])
  })

  it('crops an announcement banner to the storefront shape (1200 x 400)', async () => {
    const answer = await uploadPhoto(900, 900, 'purpose=announcement')
    expect(answer).toMatchObject({ status: 201, body: { width: 1200, height: 400 } })
    expect((await sharp(await fileOf(answer.body.urls.thumbnail)).metadata()).width).toBe(600)
  })

  it('serves the picture at its /media address, cached for good, and 304 when unchanged', async () => {
    const answer = await uploadPhoto(300, 300, 'purpose=product')
    const url = answer.body.urls.thumbnail
    const served = await t.app.inject({ method: 'GET', url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(served.rawPayload.equals(await fileOf(url))).toBe(true)
    const etag = String(served.headers.etag)
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect((await t.app.inject({ method: 'GET', url: `${url}.missing` })).statusCode).toBe(404)
  })

  it('refuses a file that is not a picture, whatever its name says, and stores nothing', async () => {
    const before = await mediaRows()
    const html = Buffer.from('<html><script>alert(1)</script></html>')
    const answer = await uploadImage(t.app, t.adminToken, html)
    expect(answer).toMatchObject({ status: 415, body: { message: messages.imageNotImage } })
    const forged = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      html,
    ])
    expect((await uploadImage(t.app, t.adminToken, forged)).status).toBe(415)
    expect(await mediaRows()).toBe(before)
  })

  it('refuses an unknown purpose and a missing file', async () => {
    const unknown = await uploadPhoto(10, 10, 'purpose=avatar')
    expect(unknown.status).toBe(400)
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media?purpose=product',
      headers: { authorization: `Bearer ${t.adminToken}`, 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(none.statusCode).toBe(400)
  })

  it('is for staff only', async () => {
    const image = await photo(10, 10)
    expect((await uploadImage(t.app, undefined, image)).status).toBe(401)
    const customer = await register(t.app)
    const asCustomer = await uploadImage(t.app, customer.token, image)
    expect(asCustomer).toMatchObject({ status: 403, body: { message: messages.staffOnly } })
  })
})
