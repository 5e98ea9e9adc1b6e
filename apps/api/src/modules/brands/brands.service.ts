import { type Language, messages } from '@kyanma/shared'
import type { AppContext } from '#app/app-context.ts'
import { AppError } from '#app/lib/app-error.ts'
import { languageKey } from '#app/lib/bilingual.ts'
import type { ResponseCache } from '#app/lib/response-cache.ts'
import { toBrand } from './brands.mappers.ts'
import * as repo from './brands.repository.ts'

/**
 * The public brand list. Brands and their product counts change only with the catalogue, whose
 * database triggers (brands and products tables) empty the shared catalogue cache.
 */
export class BrandService {
  constructor(
    private readonly ctx: AppContext,
    private readonly cache: ResponseCache,
  ) {}

  private publicUrl = (key: string) => this.ctx.media.publicUrl(key)

  /** The JSON text of one page of brands, by name. */
  listBrands(page: number, size: number, lang: Language): Promise<string> {
    return this.cache.text(languageKey(lang, `brands:${page}:${size}`), async () => {
      const { rows, total } = await repo.findBrands(this.ctx.db, page * size, size)
      const data = rows.map((row) => toBrand(row, this.publicUrl, lang))
      return { data, total, pageSize: size }
    })
  }

  getBrand(id: number, lang: Language): Promise<string> {
    return this.cache.text(languageKey(lang, `brand:${id}`), async () => {
      const row = await repo.findBrand(this.ctx.db, id)
      if (!row) throw AppError.notFound(messages.brandNotFound)
      return toBrand(row, this.publicUrl, lang)
    })
  }
}
