import { type AdminListParams, PAGE_SIZE } from '@kyanma/shared'
import { useState } from 'react'

/**
 * A table's page, search and sort kept in the component rather than the address: the customer
 * page has two tables (orders, ledger) that would otherwise fight over the same query string.
 */
export function useLocalTableParams(defaults: { sort: string; order?: 'asc' | 'desc' }) {
  const [params, setParams] = useState<AdminListParams>({
    page: 0,
    size: PAGE_SIZE.adminTable,
    search: '',
    sort: defaults.sort,
    order: defaults.order ?? 'desc',
  })
  return {
    params,
    setPage: (page: number) => setParams((current) => ({ ...current, page })),
    setSearch: (search: string) => setParams((current) => ({ ...current, search, page: 0 })),
    setSort: (sort: string, order: 'asc' | 'desc') =>
      setParams((current) => ({ ...current, sort, order, page: 0 })),
  }
}
