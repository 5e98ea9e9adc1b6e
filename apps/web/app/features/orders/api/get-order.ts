import type { Order } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { ORDER_QUERIES_KEY } from './order-keys.ts'

/** GET /customers/me/orders/{id}: one of the customer's orders (another's answers 404). */
export function orderQuery(id: number, api: ApiFetch = browserApiFetch) {
  return queryOptions({
    queryKey: [...ORDER_QUERIES_KEY, 'detail', id],
    queryFn: () => requestJson<Order>(api, `/customers/me/orders/${id}`),
    // Not found stays not found: asking again only delays saying so.
    retry: (failures, error) =>
      failures < 3 && !(error instanceof ApiError && [401, 404].includes(error.status)),
  })
}

/** How often the page asks again while a wallet payment is pending (decision 043). */
export const PENDING_PAYMENT_REFETCH_MS = 10_000

/**
 * The order; while a wallet payment is pending it is fetched again every few seconds, so the
 * page turns Paid by itself when the callback (or the inquiry sweep) applies the payment.
 */
export function useOrder(id: number) {
  return useQuery({
    ...orderQuery(id),
    refetchInterval: (query) =>
      query.state.data?.payment?.pending ? PENDING_PAYMENT_REFETCH_MS : false,
  })
}
