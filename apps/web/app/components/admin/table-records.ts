import type { AdminListParams } from '@kyanma/shared'
import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query'
import { staffRequest } from '#app/lib/staff-api.ts'
import { listQueryString } from './use-table-params.ts'

/**
 * One page of a back-office table: GET `path` with the table's page, size, sort and search and
 * the list's own filters in the query string, cached under `key` plus that string (so saving
 * invalidates every page by `key`). The page on screen stays while the next one loads, so the
 * table does not jump.
 */
export function staffTableQuery<Page>(
  key: QueryKey,
  path: string,
  params: AdminListParams,
  filters: Record<string, string | number | undefined> = {},
) {
  const query = listQueryString(params, filters)
  return queryOptions({
    queryKey: [...key, query],
    queryFn: () => staffRequest<Page>(`${path}?${query}`),
    placeholderData: keepPreviousData,
  })
}

/**
 * A table's record saved from its modal: POST `collection` for a new one (no id), PUT
 * `collection/{id}` for an existing one. Answers what the server stored.
 */
export function saveRecord<Answer>(
  collection: string,
  id: number | null | undefined,
  body: unknown,
) {
  return id == null
    ? staffRequest<Answer>(collection, { method: 'POST', body })
    : staffRequest<Answer>(`${collection}/${id}`, { method: 'PUT', body })
}
