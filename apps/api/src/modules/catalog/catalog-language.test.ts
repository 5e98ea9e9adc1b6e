import {
  AnnouncementSchema,
  ArticleSchema,
  BrandSchema,
  CategoryListSchema,
  ProductListSchema,
  ProductSchema,
} from '@kyanma/shared'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { announcements, articles, brands, categories, products } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import { useAppAsAdmin } from '#test/staff-helpers.ts'

// Decision 039: the catalogue and content in the request's language, English as the fallback.

const t = useAppAsAdmin()
beforeAll(async () => {
  await clearBurmese()
})

/** The demo seed writes some Burmese texts; each test here writes its own from none. */
async function clearBurmese() {
  for (const statement of [
    sql`update products set name_my = null, description_my = null`,
    sql`update categories set name_my = null`,
    sql`update brands set name_my = null, description_my = null`,
    sql`update articles set title_my = null, description_my = null, content_my = null`,
    sql`update announcements set title_my = null, description_my = null`,
  ])
    await t.app.ctx.db.execute(statement)
}

async function get(url: string, lang?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: lang ? { 'accept-language': lang } : {},
  })
  return { status: response.statusCode, text: response.body, headers: response.headers }
}
const json = async (url: string, lang?: string) => JSON.parse((await get(url, lang)).text)
const listing = async (lang: string, body: object = {}) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/public/products/DEFAULT?size=50',
    payload: body,
    headers: { 'accept-language': lang },
  })
  return response.json()
}
/** Database writes reach the cache by notification; tests read their own writes at once. */
const dropCache = () => t.app.services.catalogCache.invalidateAll()

describe('the public catalogue in Burmese', () => {
  let productId: number
  let englishBefore: string
  beforeAll(async () => {
    const first = (await listing('en')).data[0]
    productId = first.id
    englishBefore = (await get(`/api/public/products/${productId}`)).text
    await t.app.ctx.db
      .update(products)
      .set({ nameMy: 'ပါရာစီတမော ၅၀၀ မီလီဂရမ်', descriptionMy: '<p>အကိုက်အခဲ ပျောက်ဆေး</p>' })
      .where(eq(products.id, productId))
    await t.app.ctx.db
      .update(categories)
      .set({ nameMy: 'ဆေးဝါး' })
      .where(eq(categories.id, first.category.id))
    dropCache()
  })

  it('answers a product in Burmese, in the same fields, marking what is still English', async () => {
    const answer = await get(`/api/public/products/${productId}`, 'my')
    const body = ProductSchema.parse(JSON.parse(answer.text))
    expect(body.name).toBe('ပါရာစီတမော ၅၀၀ မီလီဂရမ်')
    expect(body.description).toBe('<p>အကိုက်အခဲ ပျောက်ဆေး</p>')
    expect(body.category.name).toBe('ဆေးဝါး')
    expect(body.englishFields).toBeUndefined()
    expect(body.category.englishFields).toBeUndefined()
    // Brands are Burmese only when they have a Burmese name: this one is marked English.
    expect(body.brand?.englishFields).toEqual(['name'])
    expect(answer.headers.vary).toBe('accept-language')
  })

  it('names pictures in the reader’s language; English keeps the alt staff wrote', async () => {
    const burmese = ProductSchema.parse(await json(`/api/public/products/${productId}`, 'my'))
    expect(burmese.images.length).toBeGreaterThan(0)
    expect(burmese.images.map((image) => image.alt)).toEqual(
      burmese.images.map(() => 'ပါရာစီတမော ၅၀၀ မီလီဂရမ်'),
    )
    const listed = (await listing('my')).data.find((product: any) => product.id === productId)
    expect(listed.images[0].alt).toBe('ပါရာစီတမော ၅၀၀ မီလီဂရမ်')
    const english = JSON.parse(englishBefore)
    expect(english.images[0].alt).not.toMatch(/[က-႟]/)
    expect(english.images[0].alt).not.toBe('')
  })

  it('keeps the English answer byte for byte as it was', async () => {
    const after = await get(`/api/public/products/${productId}`, 'en')
    expect(after.text).toBe(englishBefore)
    expect((await get(`/api/public/products/${productId}`)).text).toBe(englishBefore)
  })

  it('marks every English fallback of an untranslated product', async () => {
    const list = ProductListSchema.parse(await listing('my'))
    const other = list.data.find((product) => product.id !== productId)
    const body = await json(`/api/public/products/${other?.id}`, 'my')
    expect(body.englishFields).toEqual(['name', 'description'])
    expect(body.name).toBe(other?.name)
  })

  it('lists products with their Burmese names', async () => {
    const mine = (await listing('my')).data.find((product: any) => product.id === productId)
    expect(mine.name).toBe('ပါရာစီတမော ၅၀၀ မီလီဂရမ်')
    expect(mine.englishFields).toBeUndefined()
    const english = (await listing('en')).data.find((product: any) => product.id === productId)
    expect(english.name).not.toMatch(/[က-႟]/)
    expect(english).not.toHaveProperty('englishFields')
  })

  it('names categories in Burmese where written, else English marked', async () => {
    const [category] = await t.app.ctx.db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.nameMy, 'ဆေးဝါး'))
    const body = CategoryListSchema.parse(
      await json(`/api/public/primary/${category?.parentId}/parent`, 'my'),
    )
    const named = body.data.find((item) => item.id === category?.id)
    expect(named?.name).toBe('ဆေးဝါး')
    expect(named?.englishFields).toBeUndefined()
    const others = body.data.filter((item) => item.id !== category?.id)
    expect(others.every((item) => item.englishFields?.[0] === 'name')).toBe(true)
    const english = await json(`/api/public/primary/${category?.parentId}/parent`, 'en')
    expect(english.data.some((item: any) => 'englishFields' in item)).toBe(false)
  })

  it('names a brand in Burmese when it has a Burmese name', async () => {
    const listed = (await json('/api/public/brands?size=1')).data[0]
    await t.app.ctx.db.update(brands).set({ nameMy: 'ကြာမ' }).where(eq(brands.id, listed.id))
    dropCache()
    const burmese = BrandSchema.parse(await json(`/api/public/brands/${listed.id}`, 'my'))
    expect(burmese.name).toBe('ကြာမ')
    expect(burmese.logo?.alt).toBe('ကြာမ')
    // Its description has no Burmese yet: sent in English, and marked so.
    expect(burmese.description).toBe(listed.description)
    expect(burmese.englishFields).toEqual(['description'])
    const english = await json(`/api/public/brands/${listed.id}`, 'en')
    expect(english).toEqual(listed)
    const page = await json('/api/public/brands', 'my')
    expect(page.data.find((brand: any) => brand.id === listed.id).name).toBe('ကြာမ')
  })

  it('describes a brand in Burmese where a Burmese description is written', async () => {
    const [first, second] = (await json('/api/public/brands?size=2')).data
    expect(first.description).not.toBe('')
    await t.app.ctx.db
      .update(brands)
      .set({ nameMy: null, descriptionMy: 'မြန်မာ့ရိုးရာ ဆေးဖက်ဝင်အပင်များ။' })
      .where(eq(brands.id, first.id))
    dropCache()
    const burmese = BrandSchema.parse(await json(`/api/public/brands/${first.id}`, 'my'))
    expect(burmese.description).toBe('မြန်မာ့ရိုးရာ ဆေးဖက်ဝင်အပင်များ။')
    // The name stays English (no Burmese name), the only field marked.
    expect(burmese).toMatchObject({ name: first.name, englishFields: ['name'] })
    const page = await json('/api/public/brands', 'my')
    const listed = (id: number) => page.data.find((brand: any) => brand.id === id)
    expect(listed(first.id).description).toBe('မြန်မာ့ရိုးရာ ဆေးဖက်ဝင်အပင်များ။')
    expect(listed(second.id)).toMatchObject({
      description: second.description,
      englishFields: expect.arrayContaining(['description']),
    })
    // English readers keep the English description, unmarked.
    const english = await json(`/api/public/brands/${first.id}`, 'en')
    expect(english.description).toBe(first.description)
    expect(english).not.toHaveProperty('englishFields')
  })

  it('answers articles in Burmese, falling back field by field', async () => {
    const first = (await json('/api/public/blog/news?size=1')).data[0]
    await t.app.ctx.db
      .update(articles)
      .set({ titleMy: 'ကျန်းမာရေး သတင်း', contentMy: '<p>မြန်မာ</p><script>x</script>' })
      .where(eq(articles.id, first.id))
    dropCache()
    const detail = ArticleSchema.parse(await json(`/api/public/blog/news/${first.id}`, 'my'))
    expect(detail.title).toBe('ကျန်းမာရေး သတင်း')
    expect(detail.content).toBe('<p>မြန်မာ</p>')
    expect(detail.englishFields).toEqual(['description'])
    expect(detail.image?.alt).toBe('ကျန်းမာရေး သတင်း')
    const listed = (await json('/api/public/blog/news?size=1', 'my')).data[0]
    expect(listed.title).toBe('ကျန်းမာရေး သတင်း')
    expect(listed.englishFields).toEqual(['description'])
    expect((await json('/api/public/blog/news?size=1', 'en')).data[0]).toEqual(first)
  })

  it('answers announcements in Burmese', async () => {
    const first = (await json('/api/public/announcement/settings')).data[0]
    await t.app.ctx.db
      .update(announcements)
      .set({ titleMy: 'ကြေညာချက်', descriptionMy: 'အသေးစိတ်' })
      .where(eq(announcements.id, first.id))
    dropCache()
    const burmese = AnnouncementSchema.parse(
      await json(`/api/public/announcement/settings/${first.id}`, 'my'),
    )
    expect(burmese).toMatchObject({ title: 'ကြေညာချက်', description: 'အသေးစိတ်' })
    expect(burmese.englishFields).toBeUndefined()
    expect(burmese.bannerImage?.alt).toBe('ကြေညာချက်')
    const listed = (await json('/api/public/announcement/settings', 'my-MM')).data[0]
    expect(listed.title).toBe('ကြေညာချက်')
    expect((await json('/api/public/announcement/settings', 'en')).data[0]).toEqual(first)
  })
})

describe('staff write both languages', () => {
  it('reads and writes nameMy and descriptionMy; a save drops both languages’ pages', async () => {
    const [row] = await t.app.ctx.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.isActive} and ${products.nameMy} is null`)
      .limit(1)
    const id = row?.id as number
    // Both languages' pages are cached first.
    const englishName = (await json(`/api/public/products/${id}`, 'en')).name
    expect((await json(`/api/public/products/${id}`, 'my')).englishFields).toContain('name')

    const form = (await call(t.app, 'GET', `/api/admin/products/${id}`, { token: t.adminToken }))
      .body
    expect(form).toMatchObject({ nameMy: null, descriptionMy: null })
    const {
      id: _id,
      slug: _slug,
      images,
      soldCount: _s,
      createdAt: _c,
      updatedAt: _u,
      ...rest
    } = form
    const body = {
      ...rest,
      imageIds: images.map((image: any) => image.id),
      name: `${englishName} Plus`,
      // Typed on a Zawgyi phone: stored in Unicode.
      nameMy: 'ေဒၚေအးေအး ေဆး',
      descriptionMy: '<p>ေက်းဇူးတင္ပါသည္</p>',
    }
    const saved = await call(t.app, 'PUT', `/api/admin/products/${id}`, {
      token: t.adminToken,
      body,
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({
      nameMy: 'ဒေါ်အေးအေး ဆေး',
      descriptionMy: '<p>ကျေးဇူးတင်ပါသည်</p>',
    })

    const burmese = await json(`/api/public/products/${id}`, 'my')
    expect(burmese.name).toBe('ဒေါ်အေးအေး ဆေး')
    expect(burmese.englishFields).toBeUndefined()
    expect((await json(`/api/public/products/${id}`, 'en')).name).toBe(`${englishName} Plus`)

    // A save that leaves the Burmese fields out keeps them; null clears them.
    const { nameMy: _n, descriptionMy: _d, ...withoutBurmese } = body
    await call(t.app, 'PUT', `/api/admin/products/${id}`, {
      token: t.adminToken,
      body: withoutBurmese,
    })
    expect((await json(`/api/public/products/${id}`, 'my')).name).toBe('ဒေါ်အေးအေး ဆေး')
    await call(t.app, 'PUT', `/api/admin/products/${id}`, {
      token: t.adminToken,
      body: { ...withoutBurmese, nameMy: null, descriptionMy: '' },
    })
    const cleared = await json(`/api/public/products/${id}`, 'my')
    expect(cleared.name).toBe(`${englishName} Plus`)
    expect(cleared.englishFields).toEqual(['name', 'description'])
  })

  it('writes Burmese names of categories and brands, and Burmese articles', async () => {
    const category = await call(t.app, 'POST', '/api/admin/categories', {
      token: t.adminToken,
      body: { name: `Herbal ${Date.now()}`, nameMy: 'ဆေးဖက်ဝင် အပင်', parentId: 2 },
    })
    expect(category.status).toBe(201)
    expect(category.body.nameMy).toBe('ဆေးဖက်ဝင် အပင်')
    const children = await json('/api/public/primary/2/parent', 'my')
    expect(children.data.some((item: any) => item.name === 'ဆေးဖက်ဝင် အပင်')).toBe(true)

    const brand = await call(t.app, 'POST', '/api/admin/brands', {
      token: t.adminToken,
      body: { name: `Shwe ${Date.now()}`, nameMy: 'ရွှေ' },
    })
    expect(brand.body.nameMy).toBe('ရွှေ')
    expect(brand.body.descriptionMy).toBeNull()

    const article = await call(t.app, 'POST', '/api/admin/articles', {
      token: t.adminToken,
      body: {
        title: 'Rainy season',
        titleMy: 'မိုးရာသီ',
        description: 'Stay well',
        author: 'Kyanma',
        category: 'Seasonal Health',
        blogDate: new Date().toISOString(),
        content: '<p>Drink water</p>',
        contentMy: '<p>ရေသောက်ပါ</p><img src=x onerror=alert(1)>',
      },
    })
    expect(article.status).toBe(201)
    expect(article.body).toMatchObject({ titleMy: 'မိုးရာသီ', descriptionMy: null })
    expect(article.body.contentMy).not.toContain('onerror')
    const read = await json(`/api/public/blog/news/${article.body.id}`, 'my')
    expect(read).toMatchObject({ title: 'မိုးရာသီ', englishFields: ['description'] })
  })

  it('writes a brand’s Burmese description from Unicode or Zawgyi; a save without it keeps it', async () => {
    const name = `Thanaka ${Date.now()}`
    const created = await call(t.app, 'POST', '/api/admin/brands', {
      token: t.adminToken,
      // Typed on a Zawgyi phone: stored in Unicode.
      body: { name, description: 'Thanaka creams', descriptionMy: 'ေက်းဇူးတင္ပါသည္' },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      description: 'Thanaka creams',
      descriptionMy: 'ကျေးဇူးတင်ပါသည်',
    })
    const id = created.body.id
    const listed = await call(t.app, 'GET', `/api/admin/brands?search=${name}`, {
      token: t.adminToken,
    })
    expect(listed.body.data[0].descriptionMy).toBe('ကျေးဇူးတင်ပါသည်')
    expect((await json(`/api/public/brands/${id}`, 'my')).description).toBe('ကျေးဇူးတင်ပါသည်')

    // Left out, the stored Burmese stays; '' clears it (shoppers then read the English).
    await call(t.app, 'PUT', `/api/admin/brands/${id}`, {
      token: t.adminToken,
      body: { name, description: 'Thanaka creams and powders' },
    })
    expect((await json(`/api/public/brands/${id}`, 'my')).description).toBe('ကျေးဇူးတင်ပါသည်')
    const cleared = await call(t.app, 'PUT', `/api/admin/brands/${id}`, {
      token: t.adminToken,
      body: { name, description: 'Thanaka creams and powders', descriptionMy: '' },
    })
    expect(cleared.body.descriptionMy).toBeNull()
    const burmese = await json(`/api/public/brands/${id}`, 'my')
    expect(burmese.description).toBe('Thanaka creams and powders')
    expect(burmese.englishFields).toEqual(['name', 'description'])
  })

  it('writes a coupon’s Burmese description; shoppers read it in their language', async () => {
    const coupon = await call(t.app, 'POST', '/api/admin/coupons', {
      token: t.adminToken,
      body: {
        code: `MY${Date.now()}`,
        description: '1,000 Ks off',
        descriptionMy: '၁,၀၀၀ ကျပ် လျှော့',
        discountType: 'FIXED',
        discountValue: 1000,
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    })
    expect(coupon.status).toBe(201)
    expect(coupon.body.descriptionMy).toBe('၁,၀၀၀ ကျပ် လျှော့')
    const usable = async (lang: string) => {
      for (let page = 0; ; page++) {
        const body = await json(`/api/promotions?page=${page}`, lang)
        const found = body.data.find((item: any) => item.id === coupon.body.id)
        if (found || body.data.length === 0) return found
      }
    }
    expect(await usable('my')).toMatchObject({ description: '၁,၀၀၀ ကျပ် လျှော့' })
    const english = await usable('en')
    expect(english.description).toBe('1,000 Ks off')
    expect(english).not.toHaveProperty('englishFields')
  })
})
