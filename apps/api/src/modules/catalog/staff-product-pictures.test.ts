import { eq, isNotNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { categories, media } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import { pictureRowsLeft, servedStatus, uploadedPicture } from '#test/picture-helpers.ts'
import { useAppAsAdmin } from '#test/staff-helpers.ts'
import { uniqueNames } from '#test/unique-names.ts'

const productName = uniqueNames('Picture Test')

describe('taking a picture off a product', () => {
  const t = useAppAsAdmin()
  let categoryId: number
  beforeAll(async () => {
    const [category] = await t.app.ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(isNotNull(categories.parentId))
      .limit(1)
    categoryId = category?.id as number
  })

  const upload = () => uploadedPicture(t.app, t.adminToken, 'product')
  const body = (imageIds: number[]) => ({
    name: productName(),
    description: '<p>Pictures</p>',
    categoryId,
    brandId: null,
    price: 1_000,
    originalPrice: null,
    stock: 5,
    potency: null,
    potencyUnit: null,
    tabletCount: null,
    unitForm: null,
    shippingWeightGrams: 100,
    nearestExpiredDate: null,
    imageIds,
  })
  async function productWith(imageIds: number[]) {
    const created = await call(t.app, 'POST', '/api/admin/products', {
      token: t.adminToken,
      body: body(imageIds),
    })
    expect(created.status).toBe(201)
    return created.body.id as number
  }
  const save = (id: number, imageIds: number[]) =>
    call(t.app, 'PUT', `/api/admin/products/${id}`, { token: t.adminToken, body: body(imageIds) })
  const served = (address: string) => servedStatus(t.app, address)
  const rowsOf = (ids: number[]) => pictureRowsLeft(t.app, ids)

  it('deletes the picture and its files when nothing else shows it', async () => {
    const kept = await upload()
    const dropped = await upload()
    const id = await productWith([dropped.id, kept.id])
    expect(await Promise.all(dropped.addresses.map(served))).toEqual([200, 200])

    const saved = await save(id, [kept.id])
    expect(saved.status).toBe(200)
    expect(saved.body.images.map((image: { id: number }) => image.id)).toEqual([kept.id])
    expect(await rowsOf([dropped.id, kept.id])).toEqual([kept.id])
    for (const address of dropped.addresses) {
      expect(await served(address)).toBe(404)
      expect(await t.app.ctx.media.files.has(address.replace(/^\/media\//, ''))).toBe(false)
    }
    expect(await Promise.all(kept.addresses.map(served))).toEqual([200, 200])
  })

  it('keeps a picture that another product still shows', async () => {
    const shared = await upload()
    const own = await upload()
    const first = await productWith([shared.id, own.id])
    await productWith([shared.id])
    expect((await save(first, [own.id])).status).toBe(200)
    expect(await rowsOf([shared.id])).toEqual([shared.id])
    expect(await Promise.all(shared.addresses.map(served))).toEqual([200, 200])
  })

  it('deletes nothing when the save is refused', async () => {
    const first = await upload()
    const id = await productWith([first.id])
    const refused = await call(t.app, 'PUT', `/api/admin/products/${id}`, {
      token: t.adminToken,
      body: { ...body([999_999]) },
    })
    expect(refused.status).toBe(400)
    const [row] = await t.app.ctx.db.select().from(media).where(eq(media.id, first.id))
    expect(row?.id).toBe(first.id)
    expect(await Promise.all(first.addresses.map(served))).toEqual([200, 200])
  })
})
