import { PAGE_SIZE, type PointDirection, type PointHistoryList } from '@kyanma/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { POINT_QUERIES_KEY } from './point-keys.ts'

export interface PointHistoryParams {
  /** Zero-based, as on the wire. */
  page: number
  /** IN (received) or OUT (used); none for both. */
  filter?: PointDirection
  /** ISO date-times: entries at or after `start` and before `end` (spec section 3). */
  start?: string
  end?: string
}

/**
 * GET /customers/me/point/histories?page=0&size=10&filter=IN&start=...&end=...: the customer's
 * point history, newest first. Filters that are not chosen are not sent.
 */
export function pointHistoriesQuery(params: PointHistoryParams, api: ApiFetch = browserApiFetch) {
  const query = new URLSearchParams({
    page: String(params.page),
    size: String(PAGE_SIZE.pointHistory),
  })
  if (params.filter) query.set('filter', params.filter)
  if (params.start) query.set('start', params.start)
  if (params.end) query.set('end', params.end)
  return queryOptions({
    queryKey: [...POINT_QUERIES_KEY, 'histories', params],
    queryFn: () => requestJson<PointHistoryList>(api, `/customers/me/point/histories?${query}`),
  })
}

export function usePointHistories(params: PointHistoryParams) {
  // The last page stays on screen while the next one loads.
  return useQuery({ ...pointHistoriesQuery(params), placeholderData: keepPreviousData })
}
