import { type FavoriteResult, messages } from '@kyanma/shared'
import type { AppContext } from '../../app-context.ts'
import { AppError } from '../../lib/app-error.ts'
import * as repo from './customers.repository.ts'

/**
 * Favourites: the heart on a product, both ways. Catalogue answers are cached for everyone, so a
 * signed-in customer's hearts are marked on the cached answer just before it is sent.
 */
export class FavoriteService {
  constructor(private readonly ctx: AppContext) {}

  async set(customerId: number, productId: number, isFavorite: boolean): Promise<FavoriteResult> {
    if (!(await repo.activeProductExists(this.ctx.db, productId)))
      throw AppError.notFound(messages.productNotFound)
    if (isFavorite) await repo.addFavorite(this.ctx.db, customerId, productId)
    else await repo.removeFavorite(this.ctx.db, customerId, productId)
    return {
      productId,
      isFavorite,
      message: isFavorite ? messages.thanksForSupporting : messages.favoriteRemoved,
    }
  }

  /**
   * The cached answer `json` (a product, a list, search groups) with isFavorite true on every
   * product this customer favours. Visitors, and customers without favourites, get it as it is.
   */
  async markFavorites(json: string, customerId: number | null | undefined): Promise<string> {
    if (customerId == null) return json
    const ids = new Set(await repo.favoriteProductIds(this.ctx.db, customerId))
    if (ids.size === 0) return json
    return JSON.stringify(JSON.parse(json), (_key, value) =>
      isProductLike(value) && ids.has(value.id) ? { ...value, isFavorite: true } : value,
    )
  }
}

function isProductLike(value: unknown): value is { id: number; isFavorite: boolean } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { isFavorite?: unknown }).isFavorite === 'boolean' &&
    typeof (value as { id?: unknown }).id === 'number'
  )
}
