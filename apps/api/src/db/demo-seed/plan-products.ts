import { CATEGORY_IDS, type PotencyUnit, type SupplementFacts, type UnitForm } from '@kyanma/shared'
import { BOOKS } from './data/books.ts'
import { BRANDS, type BrandSeed } from './data/brands.ts'
import { subCategoryId } from './data/categories.ts'
import { productDescription } from './data/descriptions.ts'
import { burmeseDemoText, burmeseProductDescription, burmeseProductName } from './data/my/index.ts'
import { COUNTED_FORMS, PRODUCT_KINDS, type ProductKind } from './data/product-kinds.ts'
import { supplementFactsFor } from './data/supplement-facts.ts'
import type { PackLabel, PackShape } from './images/pack-shapes.ts'
import { type Random, shopPrice, slugify } from './prng.ts'

export const PRODUCTS_PER_CATEGORY = 35
/** The demo shop's "today": every generated date derives from it, never from the clock. */
export const SEED_BASE_DATE = new Date('2026-01-15T03:00:00Z')
const DAY_MS = 24 * 60 * 60 * 1000

export interface ProductPlan {
  id: number
  name: string
  slug: string
  description: string
  /** The Burmese name and description (data/my), null where the demo has none. */
  nameMy: string | null
  descriptionMy: string | null
  brandId: number
  categoryId: number
  potency: number | null
  potencyUnit: PotencyUnit | null
  tabletCount: number | null
  unitForm: UnitForm
  shippingWeightGrams: number
  needsPrescription: boolean
  retail: number
  /** Full-size image plan: a pack shot and sometimes a second view. */
  pictures: { shape: PackShape; label: PackLabel; views: ('front' | 'angled' | 'contents')[] }
  /** Books and devices carry no expiry date. */
  hasExpiry: boolean
  supplementFacts: SupplementFacts | null
}

function shapeFor(kind: ProductKind, amount: number | null): PackShape {
  const [main] = kind.category
  if (/Monitor|Thermometer|Oximeter|Meter Kit/.test(kind.name)) return 'device'
  if (['tablets', 'capsules', 'softgels', 'gummies'].includes(kind.form))
    return main === CATEGORY_IDS.medicine ? 'box' : 'bottle'
  if (kind.form === 'sachets' || kind.form === 'pieces') return 'box'
  if (kind.form === 'ml') {
    if ((amount ?? 0) <= 30) return 'dropper'
    return main === CATEGORY_IDS.skincare ? 'tube' : 'bottle'
  }
  if (/Honey|Formula|Powder/.test(kind.name)) return 'jar'
  return main === CATEGORY_IDS.grocery || main === CATEGORY_IDS.supplements ? 'pouch' : 'tube'
}

function variantsOf(kind: ProductKind): { potency: number | null; amount: number | null }[] {
  const amounts: (number | null)[] = kind.counts ?? kind.sizes ?? [null]
  const potencies: (number | null)[] = kind.potencies ?? [null]
  return potencies.flatMap((potency) => amounts.map((amount) => ({ potency, amount })))
}

/** [a, b, c, d, e] → [a, e, b, d, c]: both ends first, then inwards. */
function spreadOrder<T>(items: T[]): T[] {
  const ordered: T[] = []
  for (let low = 0, high = items.length - 1; low <= high; low++, high--) {
    ordered.push(items[low] as T)
    if (high !== low) ordered.push(items[high] as T)
  }
  return ordered
}

function productName(
  brand: BrandSeed,
  kind: ProductKind,
  potency: number | null,
  amount: number | null,
) {
  const strength =
    potency !== null && COUNTED_FORMS.includes(kind.form)
      ? ` ${potency} ${kind.potencyUnit === 'iu' ? 'IU' : kind.potencyUnit}`
      : ''
  if (amount === null) return `${brand.name} ${kind.name}${strength}`
  if (kind.form === 'ml' || kind.form === 'g')
    return `${brand.name} ${kind.name}, ${amount} ${kind.form}`
  if (kind.form === 'pieces' && amount === 1) return `${brand.name} ${kind.name}`
  const unit = kind.form.charAt(0).toUpperCase() + kind.form.slice(1)
  return `${brand.name} ${kind.name}${strength}, ${amount} ${unit}`
}

function detailText(kind: ProductKind, potency: number | null, amount: number | null): string {
  const parts: string[] = []
  if (potency !== null)
    parts.push(`${potency} ${kind.potencyUnit === 'iu' ? 'IU' : kind.potencyUnit}`)
  if (amount !== null && !(kind.form === 'pieces' && amount === 1))
    parts.push(`${amount} ${kind.form}`)
  return parts.join(' · ')
}

/** Products of one main category other than Book, walking kinds × strengths × sizes × brands. */
function planCategory(
  random: Random,
  mainId: number,
  firstId: number,
  brandIds: Map<string, number>,
) {
  const kinds = PRODUCT_KINDS.filter((kind) => kind.category[0] === mainId)
  const brands = BRANDS.filter((brand) => brand.sells.includes(mainId))
  const plans: ProductPlan[] = []
  const names = new Set<string>()
  for (let i = 0; plans.length < PRODUCTS_PER_CATEGORY && i < 2000; i++) {
    // Kinds in turn, so every kind is sold; each kind's sizes alternate smallest and largest so
    // the extreme pack sizes and strengths (the filter bands' edges) are always present.
    const kind = kinds[i % kinds.length] as ProductKind
    const variants = spreadOrder(variantsOf(kind))
    const variant = variants[
      Math.floor(i / kinds.length) % variants.length
    ] as (typeof variants)[number]
    const brand = random.pick(brands)
    const name = productName(brand, kind, variant.potency, variant.amount)
    if (names.has(name)) continue
    names.add(name)
    const firstAmount = (kind.counts ?? kind.sizes ?? [1])[0] as number
    const firstPotency = kind.potencies?.[0] ?? 1
    const brandFactor = 0.85 + random.next() * 0.45
    const retail = shopPrice(
      kind.price *
        ((variant.amount ?? firstAmount) / firstAmount) ** 0.85 *
        ((variant.potency ?? firstPotency) / firstPotency) ** 0.35 *
        brandFactor,
    )
    const id = firstId + plans.length
    const hasExpiry =
      shapeFor(kind, variant.amount) !== 'device' && kind.category[1] !== 'Mobility & Support'
    const description = productDescription(random, {
      name,
      benefits: kind.benefits,
      usage: kind.usage,
      prescription: kind.prescription ?? false,
      long: random.chance(0.35),
    })
    const nameMy = burmeseProductName({
      brand: brand.name,
      kind: kind.name,
      form: kind.form,
      potency: variant.potency,
      potencyUnit: kind.potencyUnit ?? null,
      amount: variant.amount,
    })
    plans.push({
      id,
      name,
      slug: slugify(name),
      description,
      nameMy,
      descriptionMy:
        burmeseProductDescription(description, { english: name, burmese: nameMy }) ?? null,
      brandId: brandIds.get(brand.name) as number,
      categoryId: subCategoryId(mainId, kind.category[1]),
      potency: variant.potency,
      potencyUnit: variant.potency === null ? null : (kind.potencyUnit ?? null),
      tabletCount: COUNTED_FORMS.includes(kind.form) ? variant.amount : null,
      unitForm: kind.form,
      shippingWeightGrams: Math.round((variant.amount ?? 1) * kind.gramsPerUnit + kind.packGrams),
      needsPrescription: kind.prescription ?? false,
      retail,
      hasExpiry,
      supplementFacts: supplementFactsFor(kind.name, variant),
      pictures: {
        shape: shapeFor(kind, variant.amount),
        label: {
          brand: brand.name,
          title: kind.name,
          detail: detailText(kind, variant.potency, variant.amount),
          colors: brand.colors,
        },
        views: pictureViews(random, kind),
      },
    })
  }
  return plans
}

function pictureViews(random: Random, kind: ProductKind): ProductPlan['pictures']['views'] {
  const views: ProductPlan['pictures']['views'] = ['front']
  if (random.chance(0.45)) views.push('angled')
  if (['tablets', 'capsules', 'softgels', 'gummies'].includes(kind.form) && random.chance(0.35))
    views.push('contents')
  return views
}

function planBooks(random: Random, firstId: number, brandIds: Map<string, number>): ProductPlan[] {
  const publishers = BRANDS.filter((brand) => brand.sells.includes(CATEGORY_IDS.book))
  return BOOKS.map((book, index) => {
    const publisher = publishers[index % publishers.length] as BrandSeed
    const description = `<p><strong>${book.title}</strong> by ${book.author}. ${book.blurb}</p><p>${book.pages} pages, paperback, English with Burmese summaries.</p>${random.chance(0.3) ? "<p>Written for readers without medical training: every chapter ends with a short checklist, and the index lists medical words in English and Burmese. Our pharmacists recommend it to customers who want to understand their health better and ask better questions at their next doctor's visit. Printed in Yangon on recycled paper.</p>" : ''}`
    const nameMy = burmeseDemoText(book.title) ?? null
    return {
      id: firstId + index,
      name: book.title,
      slug: slugify(book.title),
      description,
      nameMy,
      descriptionMy: nameMy
        ? (burmeseProductDescription(description, { english: book.title, burmese: nameMy }) ?? null)
        : null,
      brandId: brandIds.get(publisher.name) as number,
      categoryId: subCategoryId(CATEGORY_IDS.book, book.sub),
      potency: null,
      potencyUnit: null,
      tabletCount: null,
      unitForm: 'pages',
      shippingWeightGrams: Math.round(book.pages * 1.4 + 60),
      needsPrescription: false,
      retail: book.price,
      hasExpiry: false,
      supplementFacts: null,
      pictures: {
        shape: 'book',
        label: {
          brand: publisher.name,
          title: book.title,
          detail: book.author,
          colors: publisher.colors,
        },
        views: ['front'],
      },
    }
  })
}

/** Every demo product, ids from 1, categories interleaved so the first page shows variety. */
export function planProducts(random: Random, brandIds: Map<string, number>): ProductPlan[] {
  const mains = [
    CATEGORY_IDS.supplements,
    CATEGORY_IDS.medicine,
    CATEGORY_IDS.skincare,
    CATEGORY_IDS.cosmetic,
    CATEGORY_IDS.grocery,
    CATEGORY_IDS.medicalSupplies,
  ]
  const groups = [
    ...mains.map((mainId) => planCategory(random, mainId, 0, brandIds)),
    planBooks(random, 0, brandIds),
  ]
  const interleaved: ProductPlan[] = []
  for (let i = 0; i < Math.max(...groups.map((g) => g.length)); i++) {
    for (const group of groups) {
      const plan = group[i]
      if (plan) interleaved.push({ ...plan, id: interleaved.length + 1 })
    }
  }
  return interleaved
}

export function daysBefore(base: Date, days: number, random: Random): Date {
  return new Date(base.getTime() - days * DAY_MS - random.int(0, 23) * 3600_000)
}
