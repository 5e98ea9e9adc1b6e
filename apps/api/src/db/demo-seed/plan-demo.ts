import { CATEGORY_IDS } from '@kyanma/shared'
import { hash } from '@node-rs/argon2'
import { sanitizeHtml } from '#app/lib/sanitize-html.ts'
import { normalizeSearchText } from '#app/modules/catalog/search-terms.ts'
import { articleValues } from '#app/modules/content/article-values.ts'
import * as schema from '../schema/index.ts'
import { ANNOUNCEMENTS } from './data/announcements.ts'
import { ARTICLES } from './data/articles.ts'
import { BRANDS } from './data/brands.ts'
import { categorySeeds } from './data/categories.ts'
import { burmeseDemoText } from './data/my/index.ts'
import { CUSTOMER_NAMES, DEMO_KEYWORDS, REVIEW_TEXTS } from './data/people.ts'
import { DEMO_ACCOUNT } from './demo-account.ts'
import { contentsSvg, packSvg } from './images/pack-shapes.ts'
import type { PictureJob } from './images/render.ts'
import { articleSvg, bannerSvg, categoryTileSvg, type IconName, logoSvg } from './images/scenes.ts'
import { daysBefore, planProducts, SEED_BASE_DATE } from './plan-products.ts'
import { Random, shopPrice } from './prng.ts'

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert']

/** "vitamin c" → "Vitamin C": demo texts are written capitalised. */
const titleCase = (text: string) => text.replace(/\b\w/g, (letter) => letter.toUpperCase())

/** The Burmese version of a demo text for a `*_my` column: null where there is none. */
const my = (english: string) => burmeseDemoText(english) ?? null
/**
 * The tables the demo fills, parents before children, by the name of their rows in the plan:
 * the plan's shape and the seed's order of inserts both come from this one list.
 */
export const PLANNED_TABLES = {
  media: schema.media,
  categories: schema.categories,
  brands: schema.brands,
  products: schema.products,
  pricings: schema.productPricings,
  productImages: schema.productImages,
  users: schema.users,
  customers: schema.customers,
  reviews: schema.reviews,
  articles: schema.articles,
  announcements: schema.announcements,
  promotions: schema.promotions,
  keywords: schema.searchKeywords,
}

type PlannedRows = { [K in keyof typeof PLANNED_TABLES]: Insert<(typeof PLANNED_TABLES)[K]>[] }

/** Everything the demo seed writes, computed up front from one seeded generator. */
export interface DemoPlan extends PlannedRows {
  pictures: PictureJob[]
}

const SEED = 20260115
const BACKGROUNDS = ['#eef4f8', '#f6f1ea', '#eef6ee', '#f7eef3', '#f1eff8', '#fdf6e3']
const TILE_LOOK: Record<number, { colors: [string, string]; icon: IconName }> = {
  [CATEGORY_IDS.book]: { colors: ['#4527a0', '#ede7f6'], icon: 'book' },
  [CATEGORY_IDS.cosmetic]: { colors: ['#ad1457', '#fce4ec'], icon: 'heart' },
  [CATEGORY_IDS.grocery]: { colors: ['#2e7d32', '#e8f5e9'], icon: 'leaf' },
  [CATEGORY_IDS.medicine]: { colors: ['#c62828', '#ffebee'], icon: 'cross' },
  [CATEGORY_IDS.medicalSupplies]: { colors: ['#0277bd', '#e1f5fe'], icon: 'cross' },
  [CATEGORY_IDS.skincare]: { colors: ['#00897b', '#e0f2f1'], icon: 'drop' },
  [CATEGORY_IDS.supplements]: { colors: ['#ef6c00', '#fff3e0'], icon: 'sun' },
}
const ARTICLE_LOOK: Record<string, { colors: [string, string]; icon: IconName }> = {
  'Seasonal Health': { colors: ['#00838f', '#4db6ac'], icon: 'sun' },
  Supplements: { colors: ['#ef6c00', '#ffb74d'], icon: 'leaf' },
  'Medicine Knowledge': { colors: ['#c62828', '#ef9a9a'], icon: 'cross' },
  Nutrition: { colors: ['#2e7d32', '#9ccc65'], icon: 'leaf' },
  'General Knowledge': { colors: ['#283593', '#7986cb'], icon: 'heart' },
  News: { colors: ['#b3261e', '#f6c343'], icon: 'drop' },
}

export async function planDemo(): Promise<DemoPlan> {
  const random = new Random(SEED)
  const plan: DemoPlan = {
    media: [],
    pictures: [],
    categories: [],
    brands: [],
    products: [],
    pricings: [],
    productImages: [],
    users: [],
    customers: [],
    reviews: [],
    articles: [],
    announcements: [],
    promotions: [],
    keywords: [],
  }
  const addPicture = (job: PictureJob) => {
    const id = plan.media.length + 1
    const width = job.sizes[0] as number
    plan.media.push({
      id,
      storageKey: job.storageKey,
      sizes: job.sizes,
      width,
      height: Math.round(width * job.aspect),
      alt: job.alt,
    })
    plan.pictures.push(job)
    return id
  }

  for (const category of categorySeeds()) {
    const look = TILE_LOOK[category.id]
    const imageId = look
      ? addPicture({
          storageKey: `categories/c${category.id}`,
          svg: () => categoryTileSvg(look.colors, look.icon),
          sizes: [600, 240],
          aspect: 1,
          alt: category.name,
        })
      : null
    plan.categories.push({
      ...category,
      nameMy: my(category.name),
      slug: category.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      imageId,
    })
  }

  const brandIds = new Map<string, number>()
  BRANDS.forEach((brand, index) => {
    const id = index + 1
    brandIds.set(brand.name, id)
    const logoId = addPicture({
      storageKey: `brands/b${id}`,
      svg: () => logoSvg(brand.name, brand.colors),
      sizes: [256, 96],
      aspect: 1,
      alt: `${brand.name} logo`,
    })
    plan.brands.push({
      id,
      name: brand.name,
      nameMy: my(brand.name),
      slug: brand.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      description: brand.description,
      descriptionMy: my(brand.description),
      country: brand.country,
      logoId,
    })
  })

  const products = planProducts(random, brandIds)
  const rankOrder = random.shuffle(products.map((p) => p.id))
  const saleOrder = random.shuffle(products.map((p) => p.id))
  const flashSale = new Set(saleOrder.slice(0, 16))
  const recommended = new Set(saleOrder.slice(16, 34))
  const soldCounts = new Map(products.map((p) => [p.id, Math.floor(random.next() ** 3 * 900)]))
  const bestSellers = new Set(
    [...soldCounts]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, 20)
      .map(([id]) => id),
  )

  for (const product of products) {
    const createdAt = daysBefore(SEED_BASE_DATE, random.int(0, 400), random)
    const isFlashSale = flashSale.has(product.id)
    plan.products.push({
      id: product.id,
      name: product.name,
      slug: product.slug,
      // Every stored description passes the sanitizer, the demo's own included.
      description: sanitizeHtml(product.description),
      nameMy: product.nameMy,
      descriptionMy: product.descriptionMy === null ? null : sanitizeHtml(product.descriptionMy),
      brandId: product.brandId,
      categoryId: product.categoryId,
      potency: product.potency,
      potencyUnit: product.potencyUnit,
      tabletCount: product.tabletCount,
      unitForm: product.unitForm,
      shippingWeightGrams: product.shippingWeightGrams,
      needsPrescription: product.needsPrescription,
      // Products the home page features are always in stock; a few others are sold out.
      stock:
        random.chance(0.04) && !isFlashSale && !recommended.has(product.id)
          ? 0
          : random.int(3, 480),
      supplementFacts: product.supplementFacts,
      nearestExpiredDate: product.hasExpiry
        ? `${random.int(2027, 2029)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`
        : null,
      soldCount: soldCounts.get(product.id) ?? 0,
      featuredRank: rankOrder.indexOf(product.id) + 1,
      isFlashSale,
      isRecommended: recommended.has(product.id),
      isBestSeller: bestSellers.has(product.id),
      createdAt,
      updatedAt: createdAt,
    })
    plan.pricings.push({
      productId: product.id,
      customerType: 'RETAIL_SALE',
      pricePerUnit: product.retail,
      originalPricePerUnit: isFlashSale
        ? shopPrice(product.retail * (1.15 + random.next() * 0.25))
        : null,
    })
    plan.pricings.push({
      productId: product.id,
      customerType: 'WHOLESALE',
      pricePerUnit: shopPrice(product.retail * 0.88),
      originalPricePerUnit: null,
    })
    if (random.chance(0.4))
      plan.pricings.push({
        productId: product.id,
        customerType: 'MEMBER',
        pricePerUnit: shopPrice(product.retail * 0.95),
        originalPricePerUnit: null,
      })
    const background = random.pick(BACKGROUNDS)
    const { shape, label, views } = product.pictures
    views.forEach((view, position) => {
      const svg =
        view === 'contents'
          ? () => contentsSvg(shape, label.colors, product.id)
          : () =>
              packSvg(
                shape,
                label,
                view === 'angled' ? random.pick(BACKGROUNDS) : background,
                view === 'angled' ? -7 : 0,
              )
      // The drawing closure must not draw from the generator later: fix its choices now.
      const drawing = svg()
      const mediaId = addPicture({
        storageKey: `products/p${String(product.id).padStart(4, '0')}-${position + 1}`,
        svg: () => drawing,
        sizes: [800, 320],
        aspect: 1,
        alt: product.name,
      })
      plan.productImages.push({ productId: product.id, position, mediaId })
    })
  }

  await planPeople(
    random,
    plan,
    products.map((p) => p.id),
  )
  planContent(random, plan, addPicture)
  return plan
}

async function planPeople(random: Random, plan: DemoPlan, productIds: number[]) {
  const names = [DEMO_ACCOUNT.displayName, ...CUSTOMER_NAMES]
  for (const [index, displayName] of names.entries()) {
    const id = index + 1
    const isDemo = index === 0
    plan.users.push({
      id,
      displayName,
      phoneNumber: isDemo
        ? DEMO_ACCOUNT.phoneNumber
        : `0979${String(1000000 + id * 7919).slice(-7)}`,
      email: isDemo
        ? DEMO_ACCOUNT.email
        : `${displayName.toLowerCase().replace(/\s+/g, '.')}@example.com`,
      // Only the documented account can sign in; hashing one password keeps the seed fast.
      passwordHash: isDemo ? await hash(DEMO_ACCOUNT.password) : null,
      role: 'customer',
      createdAt: daysBefore(SEED_BASE_DATE, 400 - index, random),
    })
    plan.customers.push({
      id,
      userId: id,
      referralCode: `KY${(id * 48271).toString(36).toUpperCase().padStart(6, '0')}`,
    })
  }
  const productsById = new Map(plan.products.map((p) => [p.id as number, p]))
  for (const productId of productIds) {
    if (random.chance(0.22)) continue
    const product = productsById.get(productId)
    if (!product) continue
    const quality = random.int(3, 10)
    const count = random.int(1, 6)
    const stars: number[] = []
    // One review per customer and product (the database's unique rule): a customer drawn twice
    // for a product is skipped, after drawing the same numbers, so the rest of the demo stays put.
    const reviewers = new Set<number>()
    for (let i = 0; i < count; i++) {
      const value = Math.max(0, Math.min(10, quality + random.int(-3, 1)))
      const texts = REVIEW_TEXTS.find((group) => value >= group.minStars)?.texts ?? []
      const created = product.createdAt as Date
      const spanDays = Math.max(
        1,
        Math.floor((SEED_BASE_DATE.getTime() - created.getTime()) / 86_400_000),
      )
      const customerId = random.int(2, names.length)
      const review = random.pick(texts)
      const createdAt = new Date(
        created.getTime() + random.int(1, spanDays) * 86_400_000 - random.int(1, 20) * 3600_000,
      )
      if (reviewers.has(customerId)) continue
      reviewers.add(customerId)
      stars.push(value)
      plan.reviews.push({
        productId,
        customerId,
        stars: value,
        review,
        createdAt,
        updatedAt: createdAt,
      })
    }
    product.avgStars = Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10
    product.totalReviews = stars.length
  }
}

function planContent(random: Random, plan: DemoPlan, addPicture: (job: PictureJob) => number) {
  ARTICLES.forEach((article, index) => {
    const look = ARTICLE_LOOK[article.category] ?? {
      colors: ['#333', '#999'] as [string, string],
      icon: 'leaf' as IconName,
    }
    const imageId = addPicture({
      storageKey: `articles/a${index + 1}`,
      svg: () => articleSvg(look.colors, look.icon),
      sizes: [1200, 400],
      aspect: 630 / 1200,
      alt: article.title,
    })
    plan.articles.push(
      articleValues({
        id: index + 1,
        title: article.title,
        description: article.description,
        titleMy: my(article.title),
        descriptionMy: my(article.description),
        contentMy: my(article.content),
        author: article.author,
        category: article.category,
        blogDate: daysBefore(SEED_BASE_DATE, article.daysAgo, random),
        content: article.content,
        imageId,
      }),
    )
  })
  ANNOUNCEMENTS.forEach((announcement, index) => {
    const colors = random.pick(Object.values(ARTICLE_LOOK)).colors
    const bannerImageId = addPicture({
      storageKey: `announcements/n${index + 1}`,
      svg: () => bannerSvg(colors),
      sizes: [1200, 600],
      aspect: 400 / 1200,
      alt: announcement.title,
    })
    plan.announcements.push({
      id: index + 1,
      title: announcement.title,
      description: announcement.description,
      titleMy: my(announcement.title),
      descriptionMy: my(announcement.description),
      bannerImageId,
      createdAt: daysBefore(SEED_BASE_DATE, announcement.daysAgo, random),
    })
  })
  const from = new Date('2026-01-01T00:00:00Z')
  const until = new Date('2027-12-31T17:29:59Z')
  plan.promotions.push(
    {
      id: 1,
      code: 'WELCOME10',
      description: '10% off your first order, up to 10,000 Ks',
      descriptionMy: my('10% off your first order, up to 10,000 Ks'),
      discountType: 'PERCENT',
      discountValue: 10,
      maxDiscount: 10_000,
      minOrderAmount: 20_000,
      startsAt: from,
      endsAt: until,
      usageLimit: null,
      perCustomerLimit: 1,
    },
    {
      id: 2,
      code: 'THINGYAN5000',
      description: '5,000 Ks off orders from 50,000 Ks',
      descriptionMy: my('5,000 Ks off orders from 50,000 Ks'),
      discountType: 'FIXED',
      discountValue: 5_000,
      minOrderAmount: 50_000,
      startsAt: from,
      endsAt: until,
      usageLimit: 500,
      perCustomerLimit: 2,
    },
    {
      id: 3,
      code: 'HEALTHY15',
      description: '15% off supplements weekend, up to 25,000 Ks',
      descriptionMy: my('15% off supplements weekend, up to 25,000 Ks'),
      discountType: 'PERCENT',
      discountValue: 15,
      maxDiscount: 25_000,
      minOrderAmount: 80_000,
      startsAt: from,
      endsAt: until,
      usageLimit: 100,
      perCustomerLimit: 1,
    },
    {
      id: 4,
      code: 'FIRSTAID2000',
      description: '2,000 Ks off any order',
      descriptionMy: my('2,000 Ks off any order'),
      discountType: 'FIXED',
      discountValue: 2_000,
      minOrderAmount: 0,
      startsAt: from,
      endsAt: until,
      usageLimit: 3,
      perCustomerLimit: 1,
    },
    {
      id: 5,
      code: 'MONSOON2025',
      description: "Last year's monsoon offer (expired)",
      descriptionMy: my("Last year's monsoon offer (expired)"),
      discountType: 'PERCENT',
      discountValue: 20,
      maxDiscount: 20_000,
      minOrderAmount: 30_000,
      startsAt: new Date('2025-06-01T00:00:00Z'),
      endsAt: new Date('2025-09-30T17:29:59Z'),
      usageLimit: null,
      perCustomerLimit: 1,
    },
    {
      id: 6,
      code: 'LUCKY1',
      description: 'One lucky shopper: 3,000 Ks off (single use)',
      descriptionMy: my('One lucky shopper: 3,000 Ks off (single use)'),
      discountType: 'FIXED',
      discountValue: 3_000,
      minOrderAmount: 10_000,
      startsAt: from,
      endsAt: until,
      usageLimit: 1,
      perCustomerLimit: 1,
    },
  )
  DEMO_KEYWORDS.forEach((term, index) => {
    const searchCount = DEMO_KEYWORDS.length - index
    plan.keywords.push({ term, searchCount, isSeeded: true, lastSearchedAt: null })
    // Burmese readers are suggested Burmese words first (decision 039): the same list in Burmese.
    const burmese = burmeseDemoText(term) ?? burmeseDemoText(titleCase(term))
    const burmeseTerm = burmese && normalizeSearchText(burmese)
    // (Two English words may share a Burmese one; a term is stored once.)
    if (burmeseTerm && !plan.keywords.some((keyword) => keyword.term === burmeseTerm))
      plan.keywords.push({
        term: burmeseTerm,
        searchCount,
        isSeeded: true,
        lastSearchedAt: null,
      })
  })
}
