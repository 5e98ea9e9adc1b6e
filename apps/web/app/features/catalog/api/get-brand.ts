import type { Brand } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

/** GET /public/brands/{id}: the name a brand listing shows above its products. */
export function brandQuery(id: number, api: ApiFetch = browserApiFetch) {
  return queryOptions({
    queryKey: ['brands', 'detail', id],
    queryFn: () => requestJson<Brand>(api, `/public/brands/${id}`),
    staleTime: 10 * 60_000,
  })
}

export function useBrand(id: number | undefined) {
  return useQuery({ ...brandQuery(id ?? 0), enabled: id !== undefined })
}
