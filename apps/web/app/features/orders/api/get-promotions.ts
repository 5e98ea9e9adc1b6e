import type { Promotion } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

export interface PromotionList {
  data: Promotion[]
  total: number
  pageSize: number
}

/** GET /promotions?page=0: the coupons a shopper may pick at checkout now. */
export function promotionsQuery(api: ApiFetch = browserApiFetch) {
  return queryOptions({
    queryKey: ['promotions', 'list', { page: 0 }],
    queryFn: () => requestJson<PromotionList>(api, '/promotions?page=0'),
  })
}

export function usePromotions() {
  return useQuery(promotionsQuery())
}
