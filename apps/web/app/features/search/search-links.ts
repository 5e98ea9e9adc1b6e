import type { SearchResult } from '@kyanma/shared'
import { hrefs, paths } from '#app/config/paths.ts'

type Group = SearchResult['data'][number]

/**
 * Where each group's 'View All' goes: the full product listing for the text, the article list
 * searched for it, every brand, and the first matching category's listing.
 */
export function viewAllHref(group: Group, filter: string): string {
  switch (group.title) {
    case 'Products':
      return hrefs.products({ filter })
    case 'News':
      return `${paths.articles}?${new URLSearchParams({ search: filter })}`
    case 'Brands':
      return paths.brands
    case 'Categories': {
      const first = group.data[0]
      return first ? hrefs.category(first.id) : paths.products
    }
  }
}
