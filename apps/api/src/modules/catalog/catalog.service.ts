import {
  type Language,
  type ListingType,
  messages,
  type NumberRange,
  type ProductFilterBody,
  type ProductSort,
  type ProductSummary,
} from '@kyanma/shared'
import type { AppContext } from '#app/app-context.ts'
import { AppError } from '#app/lib/app-error.ts'
import { languageKey } from '#app/lib/bilingual.ts'
import type { MarkableJson } from '#app/lib/markable-json.ts'
import type { ResponseCache } from '#app/lib/response-cache.ts'
import { toCategoryItem, toProduct, toProductSummary, toReview } from './catalog.mappers.ts'
import * as repo from './catalog.repository.ts'
import { productPageKey } from './catalog-changes.ts'
import { descendantIds } from './category-tree.ts'
import type { ProductCriteria, ProductOrder } from './product-criteria.ts'
import { searchTerms } from './search-terms.ts'

export interface ProductListRequest {
  type: ListingType
  page: number
  size: number
  referenceId?: number
  search?: string
  sort?: ProductSort
  filters: Partial<NonNullable<ProductFilterBody>>
  /** The language of the product texts (decision 039). */
  lang: Language
}

const GRAMS_PER_KG = 1000

function kgToGrams(range?: NumberRange): NumberRange | undefined {
  if (!range) return undefined
  return {
    ...(range.from !== undefined && { from: Math.round(range.from * GRAMS_PER_KG) }),
    ...(range.to !== undefined && { to: Math.round(range.to * GRAMS_PER_KG) }),
  }
}

function intersect(a: number[] | undefined, b: number[] | undefined): number[] | undefined {
  if (!a) return b
  if (!b) return a
  const inB = new Set(b)
  return a.filter((id) => inB.has(id))
}

/**
 * The public catalogue. Answers are the same for every visitor until the catalogue changes, so
 * they are computed once and served from the cache (which database triggers keep honest).
 */
export class CatalogService {
  constructor(
    private readonly ctx: AppContext,
    private readonly cache: ResponseCache,
  ) {}

  private publicUrl = (key: string) => this.ctx.media.publicUrl(key)

  /** The JSON text of one page of products. Favourites are a customer's own: see below. */
  listProducts(request: ProductListRequest): Promise<MarkableJson> {
    if (request.type === 'FAVORITES') throw AppError.unauthorized(messages.signInRequired)
    // The language is part of the request, so each language has its own cached pages.
    return this.cache.markable(`products:${JSON.stringify(request)}`, () => this.listPage(request))
  }

  /** One page of a customer's favourite products, with the listing's filters; never cached. */
  listFavoriteProducts(customerId: number, request: ProductListRequest) {
    return this.listPage({ ...request, type: 'FAVORITES' }, customerId)
  }

  private async listPage(request: ProductListRequest, favoritesOf?: number) {
    const { criteria, order } = await this.plan(request)
    if (favoritesOf !== undefined) criteria.favoritesOf = favoritesOf
    const offset = request.page * request.size
    let page = await this.productPage(criteria, order, offset, request.size, request.lang)
    // Search text that finds nothing is looked for again forgiving typos ("paracetmol").
    if (page.total === 0 && criteria.searchTerms?.length) {
      const forgiving = { ...criteria, fuzzySearch: true }
      page = await this.productPage(forgiving, order, offset, request.size, request.lang)
    }
    return { ...page, pageSize: request.size }
  }

  /** Matching products in order, and how many match in all (the count is cached per criteria). */
  async productPage(
    criteria: ProductCriteria,
    order: ProductOrder,
    offset: number,
    limit: number,
    lang: Language,
  ): Promise<{ data: ProductSummary[]; total: number }> {
    const [ids, counted] = await Promise.all([
      repo.findProductIds(this.ctx.db, criteria, order, offset, limit),
      this.countProducts(criteria),
    ])
    const total = await this.pagerTotal(criteria, counted, offset, limit, ids.length)
    return { data: await this.productSummaries(ids, lang), total }
  }

  /**
   * The products' summaries in the order of `ids`. Each is cached on its own (decision 051), so a
   * page of a filter nobody asked for before loads only the products no other page showed.
   * Like the lists, a summary shows whether a product is in stock, not how many: a stock change
   * that does not cross zero leaves it as it is, and one that does drops the whole cache.
   */
  async productSummaries(ids: number[], lang: Language): Promise<ProductSummary[]> {
    const keyOf = (id: number) => languageKey(lang, `summary:${id}`)
    const byKey = await this.cache.values(ids.map(keyOf), async (missing) => {
      const missingIds = ids.filter((id) => missing.includes(keyOf(id)))
      const rows = await repo.loadProductSummaries(this.ctx.db, missingIds)
      return new Map(
        rows.map((row) => [keyOf(row.id), toProductSummary(row, this.publicUrl, lang)]),
      )
    })
    return ids.flatMap((id) => {
      const summary = byKey.get(keyOf(id))
      return summary ? [summary] : []
    })
  }

  getProduct(id: number, lang: Language): Promise<MarkableJson> {
    return this.cache.markable(languageKey(lang, productPageKey(id)), async () => {
      const row = await repo.loadProduct(this.ctx.db, id)
      if (!row) throw AppError.notFound(messages.productNotFound)
      return toProduct(row, this.publicUrl, lang)
    })
  }

  listReviews(productId: number, page: number, size: number): Promise<string> {
    return this.cache.text(`reviews:${productId}:${page}:${size}`, async () => {
      if (!(await this.findProduct(productId))) throw AppError.notFound(messages.productNotFound)
      const { rows, total } = await repo.findReviews(this.ctx.db, productId, page * size, size)
      return { data: rows.map((row) => toReview(row, this.publicUrl)), total, pageSize: size }
    })
  }

  /** The categories directly under `parentId` (the footer and filter panel use parent 2). */
  listChildCategories(parentId: number, lang: Language): Promise<string> {
    return this.cache.text(languageKey(lang, `categories:${parentId}`), async () => {
      const categories = await this.categories()
      if (!categories.some((category) => category.id === parentId))
        throw AppError.notFound(messages.categoryNotFound)
      const children = categories.filter((category) => category.parentId === parentId)
      return { data: children.map((row) => toCategoryItem(row, this.publicUrl, lang)) }
    })
  }

  categories() {
    return this.cache.value('categories:all', () => repo.loadAllCategories(this.ctx.db))
  }

  private findProduct(id: number) {
    return this.cache.value(`product-exists:${id}`, () => repo.productExists(this.ctx.db, id))
  }

  private countProducts(criteria: ProductCriteria) {
    // A customer's favourites change without a catalogue change, so their count is not kept.
    if (criteria.favoritesOf !== undefined) return repo.countProducts(this.ctx.db, criteria)
    return this.cache.value(`count:${JSON.stringify(criteria)}`, () =>
      repo.countProducts(this.ctx.db, criteria),
    )
  }

  /**
   * The total the pager shows (decision 051): exact up to repo.EXACT_COUNT_LIMIT matches. Above
   * it the planner's estimate, corrected by the page itself: a short page is the last one, so it
   * gives the exact total; an empty page past the start means the estimate was too high, and
   * only then is every match counted.
   */
  private async pagerTotal(
    criteria: ProductCriteria,
    counted: { total: number; exact: boolean },
    offset: number,
    limit: number,
    found: number,
  ): Promise<number> {
    if (counted.exact) return counted.total
    if (found === 0 && offset > 0) return repo.countAllProducts(this.ctx.db, criteria)
    if (found < limit) return offset + found
    return Math.max(counted.total, offset + found)
  }

  private async categoryWithDescendants(id: number): Promise<number[]> {
    const categories = await this.categories()
    if (!categories.some((category) => category.id === id))
      throw AppError.notFound(messages.categoryNotFound)
    return descendantIds(categories, id)
  }

  /** Reads the listing type, referenceId and filters into one query plan. */
  private async plan(
    request: ProductListRequest,
  ): Promise<{ criteria: ProductCriteria; order: ProductOrder }> {
    const { type, referenceId, filters } = request
    const criteria: ProductCriteria = {
      searchTerms: searchTerms(filters.search ?? filters.filter ?? request.search ?? ''),
      price: filters.pricePerUnit,
      potency: filters.potency,
      weightGrams: kgToGrams(filters.shippingWeight),
      tabletCount: filters.packageQty ?? filters.tabletCount,
      rating: filters.rating ?? filters.avgStars,
      needsPrescription: filters.needAttachment ?? filters.prescription,
      brandId: filters.brandId,
    }
    if (filters.categoryId !== undefined)
      criteria.categoryIds = await this.categoryWithDescendants(filters.categoryId)
    let order: ProductOrder = { sort: request.sort ?? filters.sort ?? 'featured' }
    const needsReference = type === 'CATEGORY' || type === 'BRAND' || type === 'RELATED'
    if (needsReference && referenceId === undefined)
      throw AppError.badRequest(messages.referenceIdRequired)

    switch (type) {
      case 'BRAND': {
        if (!(await repo.brandExists(this.ctx.db, referenceId as number)))
          throw AppError.notFound(messages.brandNotFound)
        if (criteria.brandId !== undefined && criteria.brandId !== referenceId)
          criteria.categoryIds = []
        criteria.brandId = referenceId
        break
      }
      case 'RELATED': {
        const product = await this.findProduct(referenceId as number)
        if (!product) throw AppError.notFound(messages.productNotFound)
        const categories = await this.categories()
        // Related: the same category first, then the rest of its parent category.
        const parentId = categories.find((c) => c.id === product.categoryId)?.parentId
        const scope = parentId ? descendantIds(categories, parentId) : [product.categoryId]
        criteria.categoryIds = intersect(criteria.categoryIds, scope)
        criteria.excludeProductId = referenceId
        if (!request.sort && !filters.sort)
          order = { sort: 'related', categoryId: product.categoryId }
        break
      }
      default:
        // CATEGORY needs referenceId; the other lists take it as an optional category scope.
        if (referenceId !== undefined)
          criteria.categoryIds = intersect(
            criteria.categoryIds,
            await this.categoryWithDescendants(referenceId),
          )
    }
    if (type === 'FLASH_SALE') criteria.flag = 'flashSale'
    if (type === 'RECOMMENDED') criteria.flag = 'recommended'
    if (type === 'BEST_SELLER') {
      criteria.flag = 'bestSeller'
      if (!request.sort && !filters.sort) order = { sort: 'best_selling' }
    }
    if (type === 'NEW_ARRIVAL' && !request.sort && !filters.sort) order = { sort: 'newest' }
    return { criteria: dropUndefined(criteria), order }
  }
}

/** Criteria are cache keys too: undefined fields must not make equal criteria look different. */
function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}
