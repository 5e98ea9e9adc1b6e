import { messages } from '@kyanma/shared'
import type { AppContext } from '../../app-context.ts'
import { AppError } from '../../lib/app-error.ts'
import type { ResponseCache } from '../../lib/response-cache.ts'
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
  listBrands(page: number, size: number): Promise<string> {
    return this.cache.text(`brands:${page}:${size}`, async () => {
      const { rows, total } = await repo.findBrands(this.ctx.db, page * size, size)
      return { data: rows.map((row) => toBrand(row, this.publicUrl)), total, pageSize: size }
    })
  }

  getBrand(id: number): Promise<string> {
    return this.cache.text(`brand:${id}`, async () => {
      const row = await repo.findBrand(this.ctx.db, id)
      if (!row) throw AppError.notFound(messages.brandNotFound)
      return toBrand(row, this.publicUrl)
    })
  }
}
