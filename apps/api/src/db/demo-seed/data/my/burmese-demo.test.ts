import type { UnitForm } from '@kyanma/shared'
import { describe, expect, it } from 'vitest'
import { planDemo } from '#app/db/demo-seed/plan-demo.ts'
import { planProducts } from '#app/db/demo-seed/plan-products.ts'
import { Random } from '#app/db/demo-seed/prng.ts'
import { sanitizeHtml } from '#app/lib/sanitize-html.ts'
import { isWellFormedUnicodeBurmese } from '#app/lib/unicode-burmese.ts'
import { zawgyiToUnicode } from '#app/lib/zawgyi.ts'
import { ANNOUNCEMENTS } from '../announcements.ts'
import { ARTICLES } from '../articles.ts'
import { BOOKS } from '../books.ts'
import { BRANDS } from '../brands.ts'
import { categorySeeds } from '../categories.ts'
import { DEMO_KEYWORDS, REVIEW_TEXTS } from '../people.ts'
import { PRODUCT_KINDS } from '../product-kinds.ts'
import { supplementFactsFor } from '../supplement-facts.ts'
import {
  burmeseDemoText,
  burmeseIngredients,
  burmeseProductDescription,
  burmeseProductName,
  burmeseServingSize,
  burmeseSupplementFacts,
} from './index.ts'
import { BURMESE_TEXT_CONFLICTS } from './lookup.ts'

/**
 * What a shopper reads that stays in English on purpose (the allow-list):
 * - brand names, except the two that are Burmese names (Shwe Pyi Nann, Padauk Press): brands
 *   are printed in Latin letters on their packs and shelves;
 * - customers' display names (data/people.ts): people write their own name;
 * - units and amounts (mg, mcg, IU, ml, g, kcal, SPF 50) as printed on packs.
 * Everything else below must have its Burmese.
 */
const BURMESE_NAMED_BRANDS = ['Shwe Pyi Nann', 'Padauk Press']

const MYANMAR_LETTER = /[\u1000-\u1021]/

function englishTexts(): string[] {
  const texts = new Set<string>()
  for (const category of categorySeeds()) texts.add(category.name)
  for (const kind of PRODUCT_KINDS) {
    texts.add(kind.name)
    for (const benefit of kind.benefits) texts.add(benefit)
    texts.add(kind.usage)
  }
  const addFields = <K extends string>(records: Record<K, string>[], fields: K[]) => {
    for (const record of records) for (const field of fields) texts.add(record[field])
  }
  addFields(BRANDS, ['description', 'country'])
  addFields(BOOKS, ['title', 'blurb', 'author'])
  addFields(ARTICLES, ['title', 'description', 'content', 'author', 'category'])
  addFields(ANNOUNCEMENTS, ['title', 'description'])
  for (const keyword of DEMO_KEYWORDS) texts.add(keyword)
  for (const group of REVIEW_TEXTS) for (const review of group.texts) texts.add(review)
  for (const facts of allSupplementFacts()) for (const row of facts.rows) texts.add(row.nutrient)
  return [...texts]
}

/** The Supplement Facts of every kind × strength × size the seed can plan. */
function allSupplementFacts() {
  return PRODUCT_KINDS.flatMap((kind) =>
    (kind.potencies ?? [null]).flatMap((potency) =>
      (kind.counts ?? kind.sizes ?? [null]).flatMap(
        (amount) => supplementFactsFor(kind.name, { potency, amount }) ?? [],
      ),
    ),
  )
}

/** Every combination plan-products can name: kinds × strengths × sizes × the brands selling them. */
function allNameParts() {
  return PRODUCT_KINDS.flatMap((kind) => {
    const amounts: (number | null)[] = kind.counts ?? kind.sizes ?? [null]
    const potencies: (number | null)[] = kind.potencies ?? [null]
    const brands = BRANDS.filter((brand) => brand.sells.includes(kind.category[0]))
    return brands.flatMap((brand) =>
      potencies.flatMap((potency) =>
        amounts.map((amount) => ({
          brand: brand.name,
          kind: kind.name,
          form: kind.form,
          potency,
          potencyUnit: kind.potencyUnit ?? null,
          amount,
        })),
      ),
    )
  })
}

function expectGoodBurmese(text: string, english: string) {
  const where = `Burmese of "${english.slice(0, 60)}": ${text.slice(0, 80)}`
  expect(MYANMAR_LETTER.test(text), where).toBe(true)
  // Burmese needs nothing past U+104F; Zawgyi puts its stacked letters at U+1060-U+1097.
  expect(/[\u1050-\u109f]/.test(text), where).toBe(false)
  // In Unicode the vowel sign E is stored after its consonant; Zawgyi types it first.
  expect(/(^|[^\u1000-\u109f])\u1031/.test(text), where).toBe(false)
  // Unicode's stacking sign U+1039 always joins two consonants; Zawgyi uses it as the final asat.
  expect(/\u1039(?![\u1000-\u1021])/.test(text), where).toBe(false)
  // Every sign in Unicode's order, and so left as it is by the API's normaliser (decision 036):
  // a staff member re-saving a demo text in the back office keeps it.
  expect(isWellFormedUnicodeBurmese(text), where).toBe(true)
  expect(zawgyiToUnicode(text), where).toBe(text)
}

const tagsOf = (html: string) => html.match(/<[^>]*>/g) ?? []

describe('Burmese demo texts', () => {
  it('has Burmese for every category, kind, benefit, usage, brand text, book, article and announcement', () => {
    const missing = englishTexts().filter((english) => burmeseDemoText(english) === undefined)
    expect(missing).toEqual([])
  })

  it('translates a shared English sentence the same way everywhere', () => {
    expect(BURMESE_TEXT_CONFLICTS).toEqual([])
  })

  it('writes every Burmese text in Unicode Burmese, never Zawgyi', () => {
    for (const english of englishTexts()) {
      const burmese = burmeseDemoText(english)
      if (burmese !== undefined) expectGoodBurmese(burmese, english)
    }
  })

  it('keeps brand names Latin unless the brand has a Burmese name', () => {
    for (const brand of BRANDS) {
      const burmese = burmeseDemoText(brand.name)
      if (BURMESE_NAMED_BRANDS.includes(brand.name)) expectGoodBurmese(burmese ?? '', brand.name)
      else expect(burmese, brand.name).toBeUndefined()
    }
  })

  it('keeps each article body the same HTML shape', () => {
    for (const article of ARTICLES) {
      const burmese = burmeseDemoText(article.content) ?? ''
      expect(tagsOf(burmese), article.title).toEqual(tagsOf(article.content))
    }
  })

  it('names every product the seed can make in Burmese, Myanmar digits and Latin units', () => {
    for (const parts of allNameParts()) {
      const name = burmeseProductName(parts)
      expectGoodBurmese(name, `${parts.brand} ${parts.kind}`)
      // Numbers are Myanmar digits; Latin digits only inside Latin words (SPF 50, D3, Omega-3).
      expect(name.replace(/SPF \d+/, ''), name).not.toMatch(/(^|\s)[0-9][0-9,.]*(\s|$)/)
      expect(name.includes(parts.kind), name).toBe(false)
    }
    expect(
      burmeseProductName({
        brand: 'VitaCore',
        kind: 'Vitamin C',
        form: 'tablets',
        potency: 1000,
        potencyUnit: 'mg',
        amount: 60,
      }),
    ).toBe('VitaCore ဗီတာမင် C ၁၀၀၀ mg ၆၀ ပြား')
    expect(
      burmeseProductName({
        brand: 'Shwe Pyi Nann',
        kind: 'Wild Forest Honey',
        form: 'g',
        potency: null,
        amount: 500,
      }),
    ).toBe('ရွှေပြည်နန်း တောပျားရည် ၅၀၀ g')
    expect(
      burmeseProductName({
        brand: 'MediGuard',
        kind: 'Digital Thermometer',
        form: 'pieces',
        potency: null,
        amount: 1,
      }),
    ).toBe('MediGuard ဒစ်ဂျစ်တယ် သာမိုမီတာ')
  })

  it('translates every planned product and book description, keeping its tags', () => {
    const brandIds = new Map(BRANDS.map((brand, index) => [brand.name, index + 1]))
    for (const seed of [20260115, 1, 2]) {
      for (const plan of planProducts(new Random(seed), brandIds)) {
        const { brand, title } = plan.pictures.label
        const size = /, (\d+) (ml|g)$/.exec(plan.name)
        const burmeseName =
          plan.unitForm === 'pages'
            ? (burmeseDemoText(plan.name) ?? '')
            : burmeseProductName({
                brand,
                kind: title,
                form: plan.unitForm as UnitForm,
                potency: plan.potency,
                potencyUnit: plan.potencyUnit,
                amount: size ? Number(size[1]) : plan.tabletCount,
              })
        const burmese = burmeseProductDescription(plan.description, {
          english: plan.name,
          burmese: burmeseName,
        })
        expect(burmese, plan.name).toBeDefined()
        expectGoodBurmese(burmese ?? '', plan.name)
        expect(tagsOf(burmese ?? ''), plan.name).toEqual(tagsOf(plan.description))
        expect(burmese, plan.name).toContain(burmeseName.replace(/&/g, '&amp;'))
        // The seed stores sanitized HTML: translating that gives the same Burmese.
        const names = { english: plan.name, burmese: burmeseName }
        expect(burmeseProductDescription(sanitizeHtml(plan.description), names), plan.name).toBe(
          sanitizeHtml(burmese ?? ''),
        )
      }
    }
  })

  it('translates every Supplement Facts panel: nutrients, serving size, other ingredients', () => {
    for (const facts of allSupplementFacts()) {
      const serving = burmeseServingSize(facts.servingSize)
      expect(serving, facts.servingSize).toBeDefined()
      expectGoodBurmese(serving ?? '', facts.servingSize)
      if (facts.otherIngredients !== null) {
        const ingredients = burmeseIngredients(facts.otherIngredients)
        expect(ingredients, facts.otherIngredients).toBeDefined()
        expectGoodBurmese(ingredients ?? '', facts.otherIngredients)
      }
      const burmese = burmeseSupplementFacts(facts)
      expect(burmese.rows.map((row) => [row.amount, row.unit, row.dailyValue])).toEqual(
        facts.rows.map((row) => [row.amount, row.unit, row.dailyValue]),
      )
      for (const row of burmese.rows) expectGoodBurmese(row.nutrient, row.nutrient)
    }
  })

  it('stores a Burmese description for every brand that has an English one', async () => {
    const plan = await planDemo()
    const described = plan.brands.filter((brand) => brand.description)
    expect(described.length).toBe(BRANDS.length)
    for (const brand of described) {
      expect(brand.descriptionMy, brand.name).toBe(burmeseDemoText(brand.description ?? ''))
      expectGoodBurmese(brand.descriptionMy ?? '', brand.name)
    }
  })

  it('has Burmese for the coupons and popular keywords the demo stores', async () => {
    const plan = await planDemo()
    for (const promotion of plan.promotions) {
      const burmese = burmeseDemoText(promotion.description ?? '')
      expect(burmese, promotion.description ?? '').toBeDefined()
      expectGoodBurmese(burmese ?? '', promotion.description ?? '')
    }
    // The plan stores each English keyword and its Burmese twin; the twins need no lookup.
    const englishKeywords = plan.keywords.filter((keyword) => !/[\u1000-\u109f]/.test(keyword.term))
    expect(englishKeywords.length).toBeGreaterThan(0)
    for (const keyword of englishKeywords)
      expectGoodBurmese(burmeseDemoText(keyword.term) ?? '', keyword.term)
  })
})
