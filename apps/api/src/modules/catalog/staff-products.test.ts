import { messages } from '@kyanma/shared'
import { eq, isNotNull, ne } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { brands, categories, media, products, staffAuditLog } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import { expectDocumentedStaffOnly, openApiDocument } from '#test/openapi-helpers.ts'
import {
  auditRowsOf,
  expectStaffOnly,
  newStaffMember,
  uploadImage,
  useAppAsAdmin,
} from '#test/staff-helpers.ts'

const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer()

let nameCount = 0
const uniqueName = (base = 'Zinc Test') => `${base} ${process.pid}-${Date.now()}-${++nameCount}`

describe('staff products', () => {
  const t = useAppAsAdmin()
  let imageId: number
  let categoryId: number
  let brandId: number
  beforeAll(async () => {
    const upload = await uploadImage(t.app, t.adminToken, await png(), 'purpose=product&alt=Pack')
    imageId = upload.body.id
    const [category] = await t.app.ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(isNotNull(categories.parentId))
      .limit(1)
    const [brand] = await t.app.ctx.db.select({ id: brands.id }).from(brands).limit(1)
    categoryId = category?.id as number
    brandId = brand?.id as number
  })

  const body = (overrides: Record<string, unknown> = {}) => ({
    name: uniqueName(),
    description: '<p>Daily zinc</p>',
    categoryId,
    brandId,
    price: 12_500,
    originalPrice: 15_000,
    stock: 40,
    potency: 50,
    potencyUnit: 'mg',
    tabletCount: 60,
    unitForm: 'tablets',
    shippingWeightGrams: 120,
    nearestExpiredDate: '2028-05-01',
    imageIds: [imageId],
    ...overrides,
  })
  const create = (overrides: Record<string, unknown> = {}) =>
    call(t.app, 'POST', '/api/admin/products', { token: t.adminToken, body: body(overrides) })
  const productCount = () => t.app.ctx.db.$count(products)
  const auditCount = () => t.app.ctx.db.$count(staffAuditLog)
  const publicPrice = async (id: number) => {
    const page = await call(t.app, 'GET', `/api/public/products/${id}`)
    return page.status === 200
      ? page.body.productPricings.find((p: any) => p.customerType === 'RETAIL_SALE').pricePerUnit
      : page.status
  }

  it('refuses every call without a t.adminToken (401) and with a customer t.adminToken (403)', async () => {
    const before = await productCount()
    await expectStaffOnly(t.app, [
      ['GET', '/api/admin/products'],
      ['GET', '/api/admin/products/1'],
      ['GET', '/api/admin/products/export.csv'],
      ['GET', '/api/admin/catalog/options'],
      ['POST', '/api/admin/products', body()],
      ['PUT', '/api/admin/products/1', body()],
    ])
    expect(await productCount()).toBe(before)
  })

  it('adds a product the storefront lists in its category, finds by name and shows', async () => {
    // Asked first, so the answers are cached: the add must still show up.
    const listing = () =>
      call(t.app, 'POST', `/api/public/products/CATEGORY?referenceId=${categoryId}&sort=newest`, {
        body: {},
      })
    await listing()
    const name = uniqueName('Kyanma Zinc')
    const created = await create({ name })
    expect(created.status).toBe(201)
    const id = created.body.id
    expect(created.body).toMatchObject({ name, price: 12_500, originalPrice: 15_000, stock: 40 })
    expect(created.body.slug).toMatch(/^kyanma-zinc-/)
    expect(created.body.images.map((image: any) => image.id)).toEqual([imageId])

    expect((await listing()).body.data.map((p: any) => p.id)).toContain(id)
    const search = await call(t.app, 'GET', `/api/public/search?filter=${encodeURIComponent(name)}`)
    expect(search.body.data[0].data.map((p: any) => p.id)).toEqual([id])
    const page = await call(t.app, 'GET', `/api/public/products/${id}`)
    expect(page.body).toMatchObject({ name, inStock: true })
    expect(page.body.images[0].id).toBe(imageId)
    expect(await publicPrice(id)).toBe(12_500)
    const [stored] = await t.app.ctx.db.select().from(products).where(eq(products.id, id))
    expect(stored?.retailPrice).toBe(12_500)
  })

  it('records who added the product and what it holds in the audit log', async () => {
    const created = await create()
    const rows = await auditRowsOf(t.app, 'product', created.body.id)
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'product.create',
        entity: 'product',
        before: null,
        after: expect.objectContaining({
          name: created.body.name,
          price: 12_500,
          imageIds: [imageId],
        }),
      }),
    ])
  })

  it.each([
    ['a negative price', { price: -1 }],
    ['a fractional price', { price: 10.5 }],
    ['a negative stock', { stock: -3 }],
    ['a fractional stock', { stock: 1.5 }],
    ['an original price below the price', { price: 5000, originalPrice: 4000 }],
    ['an empty name', { name: '   ' }],
    ['an unknown category', { categoryId: 999_999 }],
    ['an unknown brand', { brandId: 999_999 }],
    ['an unknown picture', { imageIds: [999_999] }],
    ['no picture', { imageIds: [] }],
    ['nine pictures', { imageIds: [1, 2, 3, 4, 5, 6, 7, 8, 9] }],
    ['a potency without its unit', { potencyUnit: null }],
  ])('refuses %s with 400 and adds nothing', async (_label, overrides) => {
    const [products0, audits0] = [await productCount(), await auditCount()]
    const answer = await create(overrides)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBeTruthy()
    expect([await productCount(), await auditCount()]).toEqual([products0, audits0])
  })

  it('refuses a private picture (a payment receipt) as a product picture', async () => {
    const [receipt] = await t.app.ctx.db
      .insert(media)
      .values({
        visibility: 'private',
        storageKey: `receipts/test-${Date.now()}`,
        sizes: [800],
        width: 800,
        height: 800,
      })
      .returning({ id: media.id })
    const before = await productCount()
    const answer = await create({ imageIds: [imageId, receipt?.id] })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(messages.imageNotFound.replace('{ids}', String(receipt?.id)))
    expect(await productCount()).toBe(before)
  })

  it('lets a member of staff (not only an admin) add and edit products', async () => {
    const staff = await newStaffMember(t.app, 'staff')
    const created = await call(t.app, 'POST', '/api/admin/products', {
      token: staff.token,
      body: body(),
    })
    expect(created.status).toBe(201)
    const [audit] = await auditRowsOf(t.app, 'product', created.body.id)
    expect(audit?.staffUserId).toBe(staff.userId)
  })

  it('names the wrong field in its message', async () => {
    const answer = await create({ price: 5000, originalPrice: 4000 })
    expect(answer.body.issues).toContainEqual({
      path: 'body.originalPrice',
      message: messages.originalBelowPrice,
    })
  })

  it('changes the price, and the storefront product page shows the new one at once', async () => {
    const created = await create()
    const id = created.body.id
    expect(await publicPrice(id)).toBe(12_500)
    const changed = await call(t.app, 'PUT', `/api/admin/products/${id}`, {
      token: t.adminToken,
      body: body({ name: created.body.name, price: 9_900, originalPrice: null }),
    })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({
      price: 9_900,
      originalPrice: null,
      slug: created.body.slug,
    })
    expect(await publicPrice(id)).toBe(9_900)
    const [audit] = await t.app.ctx.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'product.update'))
    expect(audit?.before).toMatchObject({ price: 12_500, originalPrice: 15_000 })
    expect(audit?.after).toMatchObject({ price: 9_900, originalPrice: null })
  })

  it('leaves the product as it was when an edit is refused', async () => {
    const created = await create()
    const id = created.body.id
    const audits = await auditCount()
    const refused = await call(t.app, 'PUT', `/api/admin/products/${id}`, {
      token: t.adminToken,
      body: body({ stock: -1, price: 1 }),
    })
    expect(refused.status).toBe(400)
    const unknownImage = await call(t.app, 'PUT', `/api/admin/products/${id}`, {
      token: t.adminToken,
      body: body({ price: 1, imageIds: [imageId, 999_999] }),
    })
    expect(unknownImage.status).toBe(400)
    expect(
      (await call(t.app, 'GET', `/api/admin/products/${id}`, { token: t.adminToken })).body,
    ).toEqual(created.body)
    expect(await auditCount()).toBe(audits)
  })

  it('hides a product set inactive from the storefront, and staff still open it', async () => {
    const created = await create()
    const id = created.body.id
    await call(t.app, 'PUT', `/api/admin/products/${id}`, {
      token: t.adminToken,
      body: body({ name: created.body.name, isActive: false }),
    })
    expect(await publicPrice(id)).toBe(404)
    const staffView = await call(t.app, 'GET', `/api/admin/products/${id}`, { token: t.adminToken })
    expect(staffView.body.isActive).toBe(false)
  })

  it('answers 404 for a product that does not exist', async () => {
    expect(
      (await call(t.app, 'GET', '/api/admin/products/999999', { token: t.adminToken })).status,
    ).toBe(404)
    const put = await call(t.app, 'PUT', '/api/admin/products/999999', {
      token: t.adminToken,
      body: body(),
    })
    expect(put.status).toBe(404)
  })

  it('stores the description without scripts', async () => {
    const created = await create({ description: '<p>Good</p><script>alert(1)</script>' })
    expect(created.body.description).toContain('<p>Good</p>')
    expect(created.body.description).not.toContain('script')
  })

  it('gives two products of the same name different slugs', async () => {
    const name = uniqueName('Same Name')
    const first = await create({ name })
    const second = await create({ name })
    expect(second.body.slug).not.toBe(first.body.slug)
  })

  it('adds two products of one name at the same time, each with its own slug', async () => {
    const name = uniqueName('Twin')
    const answers = await Promise.all([create({ name }), create({ name })])
    expect(answers.map((answer) => answer.status)).toEqual([201, 201])
    expect(new Set(answers.map((answer) => answer.body.slug)).size).toBe(2)
  })

  it('lists products with search by name or id, category filter, sorting and paging', async () => {
    const name = uniqueName('Listed Magnesium')
    const created = await create({ name, price: 777 })
    const byName = await call(
      t.app,
      'GET',
      `/api/admin/products?search=${encodeURIComponent(name)}`,
      {
        token: t.adminToken,
      },
    )
    expect(byName.body).toMatchObject({ total: 1, pageSize: 15 })
    expect(byName.body.data[0]).toMatchObject({
      id: created.body.id,
      name,
      price: 777,
      stock: 40,
      isActive: true,
      category: { id: categoryId },
      brand: { id: brandId },
    })
    expect(byName.body.data[0].thumbnail).toMatch(/\.webp$/)
    const byId = await call(t.app, 'GET', `/api/admin/products?search=${created.body.id}`, {
      token: t.adminToken,
    })
    expect(byId.body.data.map((row: any) => row.id)).toContain(created.body.id)
    const inCategory = await call(
      t.app,
      'GET',
      `/api/admin/products?categoryId=${categoryId}&sort=retailPrice&order=asc&size=5`,
      { token: t.adminToken },
    )
    expect(inCategory.body.data).toHaveLength(5)
    expect(inCategory.body.data.every((row: any) => row.category.id === categoryId)).toBe(true)
    const prices = inCategory.body.data.map((row: any) => row.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const badSort = await call(t.app, 'GET', '/api/admin/products?sort=password', {
      token: t.adminToken,
    })
    expect(badSort.status).toBe(400)
  })

  it('describes every catalogue call in OpenAPI under admin, with 401 and 403', async () => {
    const doc = await openApiDocument(t.app)
    const calls = [
      ['get', '/api/admin/products'],
      ['post', '/api/admin/products'],
      ['get', '/api/admin/products/{id}'],
      ['put', '/api/admin/products/{id}'],
      ['get', '/api/admin/products/export.csv'],
      ['get', '/api/admin/catalog/options'],
      ['get', '/api/admin/categories'],
      ['post', '/api/admin/categories'],
      ['put', '/api/admin/categories/{id}'],
      ['get', '/api/admin/brands'],
      ['post', '/api/admin/brands'],
      ['put', '/api/admin/brands/{id}'],
    ] as const
    expectDocumentedStaffOnly(doc, calls)
  })

  it('answers every category and brand for the pickers', async () => {
    const answer = await call(t.app, 'GET', '/api/admin/catalog/options', { token: t.adminToken })
    expect(answer.body.categories.map((c: any) => c.id)).toContain(categoryId)
    expect(answer.body.brands.map((b: any) => b.id)).toContain(brandId)
  })

  it('gives the pickers, the product rows and the category rows the Burmese names too', async () => {
    // Burmese pages name categories and brands in Burmese where staff wrote it (decision 039).
    await t.app.ctx.db
      .update(categories)
      .set({ nameMy: 'သတ္တုဓာတ်' })
      .where(eq(categories.id, categoryId))
    await t.app.ctx.db.update(brands).set({ nameMy: 'ရိုးမ' }).where(eq(brands.id, brandId))
    const untranslated = await t.app.ctx.db
      .update(brands)
      .set({ nameMy: null })
      .where(ne(brands.id, brandId))
      .returning({ id: brands.id })

    const options = (
      await call(t.app, 'GET', '/api/admin/catalog/options', { token: t.adminToken })
    ).body
    expect(options.categories.find((c: any) => c.id === categoryId)).toMatchObject({
      nameMy: 'သတ္တုဓာတ်',
    })
    expect(options.brands.find((b: any) => b.id === brandId)).toMatchObject({ nameMy: 'ရိုးမ' })
    expect(options.brands.find((b: any) => b.id === untranslated[0]?.id).nameMy).toBeNull()

    const name = uniqueName('Bilingual Zinc')
    await create({ name, nameMy: 'ဇင့်' })
    const rows = await call(
      t.app,
      'GET',
      `/api/admin/products?search=${encodeURIComponent(name)}`,
      {
        token: t.adminToken,
      },
    )
    expect(rows.body.data[0]).toMatchObject({
      name,
      nameMy: 'ဇင့်',
      category: { id: categoryId, nameMy: 'သတ္တုဓာတ်' },
      brand: { id: brandId, nameMy: 'ရိုးမ' },
    })
    const [category] = await t.app.ctx.db
      .select({ name: categories.name, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, categoryId))
    await t.app.ctx.db
      .update(categories)
      .set({ nameMy: 'ဖြည့်စွက်စာ' })
      .where(eq(categories.id, category?.parentId as number))
    const search = encodeURIComponent(category?.name ?? '')
    const categoryRows = await call(t.app, 'GET', `/api/admin/categories?search=${search}`, {
      token: t.adminToken,
    })
    const row = categoryRows.body.data.find((c: any) => c.id === categoryId)
    expect(row.parent).toMatchObject({ id: category?.parentId, nameMy: 'ဖြည့်စွက်စာ' })
  })
})
