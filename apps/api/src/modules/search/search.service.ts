import type { Language, SearchResult } from '@kyanma/shared'
import type { AppContext } from '#app/app-context.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { languageKey } from '#app/lib/bilingual.ts'
import { MarkableJson } from '#app/lib/markable-json.ts'
import type { ResponseCache } from '#app/lib/response-cache.ts'
import { toCategoryItem } from '../catalog/catalog.mappers.ts'
import type { CatalogService } from '../catalog/catalog.service.ts'
import { searchTerms } from '../catalog/search-terms.ts'
import { toArticleSummary } from '../content/content.mappers.ts'
import type { KeywordRecorder } from './keyword-recorder.ts'
import { toBrandItem } from './search.mappers.ts'
import * as repo from './search.repository.ts'

export const SEARCH_GROUP_LIMITS = { products: 8, news: 4, brands: 12, categories: 12 } as const
const POPULAR_KEYWORDS = 10
/** A letter of the Myanmar block (digits are Latin in stored search terms). */
const MYANMAR_LETTER = /[\u1000-\u103f\u1050-\u109f]/

export class SearchService {
  constructor(
    private readonly ctx: AppContext,
    private readonly cache: ResponseCache,
    private readonly catalog: CatalogService,
    private readonly recorder: KeywordRecorder,
  ) {}

  private publicUrl = (key: string) => this.ctx.media.publicUrl(key)

  /** Grouped results: Products, News, Brands, Categories (spec section 2, search results view). */
  async search(filter: string, lang: Language): Promise<MarkableJson> {
    const terms = searchTerms(filter)
    const normalized = terms.join(' ')
    const answer = await this.cache.value(languageKey(lang, `search:${normalized}`), async () => {
      const result = await this.compute(terms, lang)
      return { answer: MarkableJson.of(result), productTotal: result.data[0].total }
    })
    // Only searches that find products count towards popular keywords, which keeps typos and
    // nonsense out of the suggestions.
    if (answer.productTotal > 0) this.recorder.record(normalized)
    return answer.answer
  }

  /**
   * Read fresh each time: one indexed query on a small table, and counts change all day. Terms
   * in the reader's script come first (Burmese ones for 'my', the others for 'en'), so each
   * language suggests its own words while a shop with few searches still suggests something.
   */
  async popularKeywords(lang: Language): Promise<{ data: string[] }> {
    const top = await repo.topKeywords(this.ctx.db, POPULAR_KEYWORDS * 3)
    const isReaders = (term: string) => MYANMAR_LETTER.test(term) === (lang === 'my')
    const ordered = [...top.filter(isReaders), ...top.filter((term) => !isReaders(term))]
    return { data: ordered.slice(0, POPULAR_KEYWORDS) }
  }

  /**
   * The four groups found the exact way; when none of them finds anything (a typo, most
   * likely), all four are searched again forgiving typos ("paracetmol" finds Paracetamol).
   */
  private async compute(terms: string[], lang: Language): Promise<SearchResult> {
    const exact = await this.groups(terms, lang, false)
    return exact.data.some((group) => group.total > 0) ? exact : this.groups(terms, lang, true)
  }

  private async groups(terms: string[], lang: Language, fuzzy: boolean): Promise<SearchResult> {
    const { db } = this.ctx
    const found = await repo.findSearchMatches(db, terms, SEARCH_GROUP_LIMITS, fuzzy)
    // Most searches find no news, brand or category: those groups then cost no statement.
    const load = <Row extends { id: number }>(
      ids: number[],
      loader: (db: DbExecutor, ids: number[]) => Promise<Row[]>,
    ) => (ids.length > 0 ? loader(db, ids).then((rows) => inIdOrder(rows, ids)) : [])
    const [products, news, brands, categories] = await Promise.all([
      this.catalog.productSummaries(found.products.ids, lang),
      load(found.news.ids, repo.loadArticles),
      load(found.brands.ids, repo.loadBrands),
      load(found.categories.ids, repo.loadCategories),
    ])
    return {
      data: [
        { title: 'Products', total: found.products.total, data: products },
        {
          title: 'News',
          total: found.news.total,
          data: news.map((row) => toArticleSummary(row, this.publicUrl, lang)),
        },
        {
          title: 'Brands',
          total: found.brands.total,
          data: brands.map((row) => toBrandItem(row, this.publicUrl, lang)),
        },
        {
          title: 'Categories',
          total: found.categories.total,
          data: categories.map((row) => toCategoryItem(row, this.publicUrl, lang)),
        },
      ],
    }
  }
}

/** `rows` in the order of `ids` (the order the search found them in). */
function inIdOrder<Row extends { id: number }>(rows: Row[], ids: number[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
