import type { FavoriteResult } from '@kyanma/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { notify } from '#app/lib/notify.ts'
import { PRODUCT_QUERIES_KEY } from './get-products.ts'

export interface FavoriteChange {
  productId: number
  isFavorite: boolean
}

/** PUT /customers/me/favorites/{productId}?status=true|false (spec section 7). */
export function setFavorite(change: FavoriteChange, api: ApiFetch = browserApiFetch) {
  const status = change.isFavorite ? 'true' : 'false'
  return requestJson<FavoriteResult>(
    api,
    `/customers/me/favorites/${change.productId}?status=${status}`,
    { method: 'PUT' },
  )
}

/**
 * Marks or unmarks a favourite, shows the answer's message ('Thanks for supporting us!' when
 * marking, spec section 8; 'Removed from your favourites.' when unmarking), then refreshes every
 * product answer (lists, details, the favourites list) so all hearts agree. The mutation stays
 * pending until the shown lists have refetched, so a heart never flips back for a moment. The
 * toast is raised here, not by the card: a card unmarked on the favourites list is gone once the
 * list refetches. A refusal toasts too (the query client's handler).
 */
export function useSetFavorite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: FavoriteChange) => setFavorite(change),
    onSuccess: (result) => {
      // The server's words (packages/shared messages): the home page need not carry them.
      void notify.success(result.message)
      return queryClient.invalidateQueries({ queryKey: PRODUCT_QUERIES_KEY })
    },
  })
}
