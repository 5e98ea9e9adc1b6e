import { SearchResultSchema } from '@kyanma/shared'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { articles, brands, categories, products } from '#app/db/schema/index.ts'
import { useTestApp } from '#test/test-app.ts'
import { searchTerms } from '../catalog/search-terms.ts'

// Decision 039: search by English and Burmese names, from Unicode or Zawgyi, with either
// script's digits, forgiving a typo. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.

const t = useTestApp()
const BURMESE_NAME = 'ကျေးဇူးတင်ပါသည် ဆေးတောင့် ၅၀၀'
const ZAWGYI_WORD = 'ေက်းဇူးတင္ပါသည္'
const UNICODE_WORD = 'ကျေးဇူးတင်ပါသည်'
let productId: number

beforeAll(async () => {
  const db = t.app.ctx.db
  // The demo seed writes some Burmese texts; these tests write their own from none.
  await db.execute(sql`update products set name_my = null`)
  await db.execute(sql`update categories set name_my = null`)
  await db.execute(sql`update brands set name_my = null`)
  await db.execute(sql`update articles set title_my = null`)
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.isActive, true))
    .limit(1)
  productId = product?.id as number
  await db.update(products).set({ nameMy: BURMESE_NAME }).where(eq(products.id, productId))
  await db.execute(
    sql`update ${brands} set name_my = 'ရွှေဝါ' where id = (select min(id) from ${brands} where is_active)`,
  )
  await db
    .update(categories)
    .set({ nameMy: 'အရေပြား ထိန်းသိမ်းမှု' })
    .where(eq(categories.name, 'Skincare'))
  await db.execute(
    sql`update ${articles} set title_my = 'ဆေးသောက်နည်း' where id = (select min(id) from ${articles} where is_published)`,
  )
  t.app.services.catalogCache.invalidateAll()
})

async function search(filter: string, lang = 'en') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/public/search?filter=${encodeURIComponent(filter)}`,
    headers: { 'accept-language': lang },
  })
  expect(response.statusCode).toBe(200)
  return SearchResultSchema.parse(response.json())
}
const productIds = (result: Awaited<ReturnType<typeof search>>) =>
  result.data[0].data.map((product) => product.id)

describe('search terms', () => {
  it('reads Burmese digits as Latin ones and splits at Burmese punctuation', () => {
    expect(searchTerms('Paracetamol ၅၀၀')).toEqual(['paracetamol', '500'])
    expect(searchTerms('ဆေး၊ဗီတာမင်')).toEqual(['ဆေး', 'ဗီတာမင်'])
  })
})

describe('search in two languages', () => {
  it('finds a product by its Burmese name, answering it in the reader’s language', async () => {
    const burmese = await search(UNICODE_WORD, 'my')
    expect(productIds(burmese)).toEqual([productId])
    expect(burmese.data[0].data[0]?.name).toBe(BURMESE_NAME)
    const english = await search(UNICODE_WORD, 'en')
    expect(productIds(english)).toEqual([productId])
    expect(english.data[0].data[0]?.name).not.toBe(BURMESE_NAME)
  })

  it('gives the same results to a Zawgyi query and its Unicode form', async () => {
    const [zawgyi, unicode] = await Promise.all([search(ZAWGYI_WORD), search(UNICODE_WORD)])
    expect(zawgyi).toEqual(unicode)
    expect(productIds(zawgyi)).toEqual([productId])
  })

  it('matches numbers written in Burmese or Latin digits', async () => {
    const [burmeseDigits, latinDigits] = await Promise.all([search('၅၀၀'), search('500')])
    expect(burmeseDigits).toEqual(latinDigits)
    expect(burmeseDigits.data[0].total).toBeGreaterThan(0)
    // The Burmese name holds ၅၀၀, found by a Latin 500 too.
    expect(productIds(await search(`${UNICODE_WORD} 500`))).toEqual([productId])
  })

  it('forgives a typo: "paracetmol" finds Paracetamol', async () => {
    const found = await search('paracetmol')
    expect(found.data[0].total).toBeGreaterThan(0)
    expect(found.data[0].data.every((product) => /paracetamol/i.test(product.name))).toBe(true)
    // The listing's own search forgives it too.
    const listing = await t.app.inject({
      method: 'POST',
      url: '/api/public/products/DEFAULT?search=paracetmol',
      payload: {},
    })
    expect(listing.json().total).toBe(found.data[0].total)
  })

  it('keeps exact matches when there are some (no fuzzy extras)', async () => {
    const exact = await search('paracetamol')
    expect(exact.data[0].data.every((product) => /paracetamol/i.test(product.name))).toBe(true)
    expect((await search('zzzz qqqq')).data.every((group) => group.total === 0)).toBe(true)
  })

  it('finds brands, categories and articles by Burmese names', async () => {
    const brand = await search('ရွှေဝါ', 'my')
    expect(brand.data[2].data.map((item) => item.name)).toEqual(['ရွှေဝါ'])
    const category = await search('အရေပြား', 'my')
    expect(category.data[3].data.map((item) => item.name)).toEqual(['အရေပြား ထိန်းသိမ်းမှု'])
    const article = await search('ဆေးသောက်', 'my')
    expect(article.data[1].data.map((item) => item.title)).toEqual(['ဆေးသောက်နည်း'])
    // English readers find the same things, named in English.
    expect((await search('အရေပြား', 'en')).data[3].data[0]?.name).toBe('Skincare')
  })

  it('suggests popular keywords in the reader’s language first', async () => {
    for (let i = 0; i < 20; i++) await search(UNICODE_WORD)
    await t.app.services.keywordRecorder.flush()
    const read = async (lang: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/public/popular/search',
          headers: { 'accept-language': lang },
        })
      ).json().data as string[]
    expect((await read('my'))[0]).toBe(UNICODE_WORD)
    expect((await read('en'))[0]).not.toMatch(/[\u1000-\u109f]/)
  })
})
