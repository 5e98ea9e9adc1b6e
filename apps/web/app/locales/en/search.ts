import { defineTexts } from '../texts-registry.ts'

/** The grouped search results page (spec section 2, Search results view). */
export const search = defineTexts('search#search', {
  heading: 'Search Result For',
  emptyHeading: 'What are you looking for?',
  quoted: (filter: string) => `“${filter}”`,
  groups: {
    Products: 'Products',
    News: 'News',
    Brands: 'Brands',
    Categories: 'Categories',
  },
  viewAll: 'View All',
  found: (count: string) => `${count} found`,
  popular: 'Popular searches',
  noResults: (filter: string) => `Nothing found for “${filter}”.`,
  tryPopular: 'Check the spelling, or try one of these popular searches:',
  inputLabel: 'Search products, news, brands and categories',
  placeholder: 'Products, brands, articles',
  submit: 'Search',
  scrollBack: 'Show earlier ones',
  scrollForward: 'Show more',
  meta: {
    title: 'Search',
    description: 'Search Kyanma for medicines, supplements, skincare, brands and health articles.',
  },
} as const)
