import { type FavoriteResult, messages } from '@kyanma/shared'
import type { AppContext } from '#app/app-context.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { MarkableJson } from '#app/lib/markable-json.ts'
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
   * The cached answer (a product, a list, search groups) as text, with isFavorite true on every
   * product of it this customer favours. Visitors get the text as it is.
   */
  async markFavorites(
    answer: MarkableJson,
    customerId: number | null | undefined,
  ): Promise<string> {
    if (customerId == null) return answer.text
    const productIds = answer.productIds
    if (productIds.length === 0) return answer.text
    const favoriteIds = await repo.favoriteProductIdsAmong(this.ctx.db, customerId, productIds)
    return answer.marked(new Set(favoriteIds))
  }
}
