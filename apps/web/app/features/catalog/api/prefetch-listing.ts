import type { QueryClient } from '@tanstack/react-query'
import { ApiError, type ApiFetch } from '#app/lib/api-client.ts'
import { findTrail, trailLookups } from '../category-trail.ts'
import { chosenCategoryId, type ListingState, toProductListParams } from '../listing-params.ts'
import { brandQuery } from './get-brand.ts'
import { childCategoriesQuery } from './get-categories.ts'
import { productListQuery } from './get-products.ts'

async function prefetchCategoryTrail(
  queryClient: QueryClient,
  id: number | undefined,
  api?: ApiFetch,
) {
  const mains = (await queryClient.ensureQueryData(childCategoriesQuery(undefined, api))).data
  const cached = (mainId: number) =>
    queryClient.getQueryData(childCategoriesQuery(mainId).queryKey)?.data
  const lookups = trailLookups(mains, id, cached)
  await Promise.all(
    lookups.map((mainId) => queryClient.prefetchQuery(childCategoriesQuery(mainId, api))),
  )
  return findTrail(mains, id, cached)
}

/**
 * Everything /products shows for a state: the page of products, the category tree around the
 * chosen category and the brand's name. The listing's components read the same queries.
 * `missing` is true when the API does not know the category or brand.
 */
export async function prefetchListing(
  queryClient: QueryClient,
  state: ListingState,
  api?: ApiFetch,
) {
  const list = productListQuery(toProductListParams(state), api)
  const brandId = state.type === 'BRAND' ? state.referenceId : undefined
  const [, trail, brand] = await Promise.all([
    queryClient.prefetchQuery(list),
    prefetchCategoryTrail(queryClient, chosenCategoryId(state), api).catch(() => undefined),
    brandId === undefined
      ? undefined
      : queryClient.fetchQuery(brandQuery(brandId, api)).catch(() => undefined),
  ])
  const error = queryClient.getQueryState(list.queryKey)?.error
  return {
    missing: error instanceof ApiError && error.status === 404,
    categoryName: trail?.sub?.name ?? trail?.main?.name,
    brandName: brand?.name,
  }
}
