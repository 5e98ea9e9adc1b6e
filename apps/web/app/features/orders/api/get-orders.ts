import { ORDER_PAGE_SIZE, type Order } from '@kyanma/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { ORDER_QUERIES_KEY } from './order-keys.ts'

export interface OrderList {
  data: Order[]
  total: number
  pageSize: number
}

export interface OrderListParams {
  /** Zero-based, as on the wire. */
  page: number
  search: string
}

/** GET /customers/me/orders?page=0&size=10&search=: the customer's orders, newest first. */
export function ordersQuery(params: OrderListParams, api: ApiFetch = browserApiFetch) {
  const query = new URLSearchParams({
    page: String(params.page),
    size: String(ORDER_PAGE_SIZE),
    search: params.search,
  })
  return queryOptions({
    queryKey: [...ORDER_QUERIES_KEY, 'list', params],
    queryFn: () => requestJson<OrderList>(api, `/customers/me/orders?${query}`),
  })
}

export function useOrders(params: OrderListParams) {
  // The last page stays on screen while the next one loads.
  return useQuery({ ...ordersQuery(params), placeholderData: keepPreviousData })
}
