import { formatNumber } from '@kyanma/shared'
import { defineTexts } from '../texts-registry.ts'

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`

/**
 * The product listing (/products), its pager and the Brands page. The filter panel's texts are in
 * filters.ts: the panel loads after the list (issue 18), and its texts with it.
 */
export const listing = defineTexts('listing#listing', {
  heading: 'Featured Products',
  searchResultFor: 'Search Result For',
  groupedResults: 'See matching news, brands and categories too',
  found: (count: number) => `${plural(count, 'product', 'products')} found`,
  breadcrumb: 'You are here',
  brands: 'Brands',
  loadFailed: 'The products could not be loaded.',
  retry: 'Try again',
  empty: {
    title: 'No products found',
    withFilters: 'No product matches all of these filters. Try fewer of them.',
    plain: 'There are no products here yet.',
    pageBeyond: 'This page is past the last one.',
    firstPage: 'Go to the first page',
    clearFilters: 'Clear all filters',
    allProducts: 'See all products',
  },
  filters: {
    title: 'Filters',
    open: (active: number) => (active > 0 ? `Filters (${active})` : 'Filters'),
  },
  pager: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: (page: number) => `Page ${page}`,
  },
  meta: {
    description: (name: string) =>
      `${name} at Kyanma: medicine, supplements, skincare and more, delivered across Myanmar.`,
    searchTitle: (filter: string) => `Search Result For "${filter}"`,
    brandsDescription: 'Every brand sold at Kyanma, from Myanmar makers to imported labels.',
  },
  brandsPage: {
    heading: 'Brands',
    intro: 'Every brand we sell. Choose one to see its products.',
    productCount: (count: number) => plural(count, 'product', 'products'),
    empty: 'No brands yet.',
  },
} as const)
