import type { AdminListParams } from '@kyanma/shared'
import { keepPreviousData, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query'
import { staffRequest } from '#app/lib/staff-api.ts'
import { listQueryString } from './use-table-params.ts'

/** A list's own filters, each a query-string parameter (left out when unset or empty). */
type TableFilters = Record<string, string | number | undefined>

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
  filters: TableFilters = {},
) {
  const query = listQueryString(params, filters)
  return queryOptions({
    queryKey: [...key, query],
    queryFn: () => staffRequest<Page>(`${path}?${query}`),
    placeholderData: keepPreviousData,
  })
}

/** The filters argument of a list's reads: required when the list has a filter it cannot do without. */
type FiltersArg<Filters> =
  Partial<Filters> extends Filters ? [filters?: Filters] : [filters: Filters]

/**
 * A back-office list's reads, declared once per list: `query` for one page (what a notice or a
 * prefetch asks for) and `useList`, the hook its page reads it with. Both go through
 * `staffTableQuery`; `Filters` are the list's own filters, if it has any.
 */
export function staffTable<
  Page,
  Filters extends { [name in keyof Filters]?: string | number } = Record<never, never>,
>(key: QueryKey, path: string) {
  const query = (params: AdminListParams, ...[filters]: FiltersArg<Filters>) =>
    staffTableQuery<Page>(key, path, params, { ...filters })
  const useList = (params: AdminListParams, ...filters: FiltersArg<Filters>) =>
    useQuery(query(params, ...filters))
  return { query, useList }
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
