import { MAX_PAGE_SIZE, type Prescription } from '@kyanma/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

export interface PrescriptionList {
  data: Prescription[]
  total: number
  pageSize: number
}

/** Every prescription answer's key starts with this. */
export const PRESCRIPTION_QUERIES_KEY = ['prescriptions'] as const

/**
 * GET /customers/me/prescriptions: the customer's images, newest first, as one large page: the
 * checkout offers those a new order may name (`usable`), and a customer has few.
 */
export function prescriptionsQuery(api: ApiFetch = browserApiFetch) {
  return queryOptions({
    queryKey: [...PRESCRIPTION_QUERIES_KEY, 'list', { page: 0, size: MAX_PAGE_SIZE }],
    queryFn: () =>
      requestJson<PrescriptionList>(
        api,
        `/customers/me/prescriptions?page=0&size=${MAX_PAGE_SIZE}`,
      ),
  })
}

/** `enabled`: asked for only where it is offered (a cart with a product needing one). */
export function usePrescriptions(enabled = true) {
  return useQuery({ ...prescriptionsQuery(), enabled })
}
