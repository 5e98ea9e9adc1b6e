import type { BLOG_CATEGORY_ALL, BlogCategory } from '@kyanma/shared'
import { defineTexts } from '../texts-registry.ts'

/** The articles list (/articles) and an article (/articles/{id}). Quoted texts are the spec's. */
export const articles = defineTexts('articles#articles', {
  heading: 'Articles',
  subheading: 'The latest health news and resources',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search articles',
  categoriesLabel: 'Article categories',
  empty: 'No articles match your search.',
  emptyCategory: (category: string) => `There are no ${category} articles yet.`,
  showAll: 'Show all articles',
  loadFailed: 'The articles could not be loaded.',
  retry: 'Try again',
  by: (author: string) => `By ${author}`,
  backToList: 'All articles',
  youMayAlsoLike: 'YOU MAY ALSO LIKE',
  /** The spec's article categories (the API's values) as readers see them. */
  categoryNames: {
    All: 'All',
    'General Knowledge': 'General Knowledge',
    'Seasonal Health': 'Seasonal Health',
    Supplements: 'Supplements',
    'Medicine Knowledge': 'Medicine Knowledge',
    Nutrition: 'Nutrition',
    News: 'News',
  } satisfies Record<typeof BLOG_CATEGORY_ALL | BlogCategory, string>,
  pager: {
    label: 'Article pages',
    previous: 'Previous page',
    next: 'Next page',
    page: (page: number) => `Page ${page}`,
  },
  meta: {
    description:
      'Health news, seasonal advice and guides to supplements, medicine and nutrition from Kyanma.',
    searchTitle: (search: string) => `Articles about "${search}"`,
    categoryTitle: (category: string) => `${category} articles`,
  },
} as const)
