import { type AdminListParams, PAGE_SIZE } from '@kyanma/shared'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { changeSearchParams, type ParamChanges } from '#app/lib/search-params.ts'

/**
 * A back-office table's page, search and sort, kept in the address (page numbered from 1 there,
 * from 0 on the wire), so reloading or sharing a link shows the same rows. Any change other than
 * the page goes back to the first page. `extra` names the list's own filters (status, date...).
 */
export function useTableParams(defaults: { sort: string; order?: 'asc' | 'desc' }) {
  const [searchParams, setSearchParams] = useSearchParams()
  const params: AdminListParams = useMemo(() => {
    const page = Number(searchParams.get('page') ?? '1')
    const order = searchParams.get('order')
    return {
      page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
      size: PAGE_SIZE.adminTable,
      search: searchParams.get('search') ?? '',
      sort: searchParams.get('sort') ?? defaults.sort,
      order: order === 'asc' || order === 'desc' ? order : (defaults.order ?? 'desc'),
    }
  }, [searchParams, defaults.sort, defaults.order])

  const change = useCallback(
    (changes: ParamChanges) =>
      setSearchParams((current) => changeSearchParams(current, changes), { replace: true }),
    [setSearchParams],
  )
  return {
    params,
    /** A list filter of the address (e.g. `status`), or '' when unset. */
    filter: (name: string) => searchParams.get(name) ?? '',
    setPage: (page: number) => change({ page: page + 1 }),
    setSearch: (search: string) => change({ search }),
    setSort: (sort: string, order: 'asc' | 'desc') => change({ sort, order }),
    setFilter: (name: string, value: string | null) => change({ [name]: value }),
  }
}

/** The query string of a back-office list call: the table's params plus the list's filters. */
export function listQueryString(
  params: AdminListParams,
  filters: Record<string, string | number | undefined> = {},
): string {
  const query = new URLSearchParams({
    page: String(params.page),
    size: String(params.size),
    sort: params.sort,
    order: params.order,
  })
  if (params.search) query.set('search', params.search)
  for (const [name, value] of Object.entries(filters))
    if (value !== undefined && value !== '') query.set(name, String(value))
  return query.toString()
}
