import {
  BLOG_CATEGORIES,
  BLOG_CATEGORY_ALL,
  type BlogCategory,
  MAX_SEARCH_LENGTH,
  PAGE_SIZE,
} from '@kyanma/shared'
import type { ArticleListParams } from './api/get-articles.ts'

/** What /articles shows, read from its address: ?page (1-based), ?category and ?search. */
export interface ArticleListState {
  page: number
  category?: BlogCategory
  search?: string
}

/** Lenient: a hand-edited address shows the nearest sensible list instead of an error. */
export function parseArticleParams(params: URLSearchParams): ArticleListState {
  const pageText = params.get('page') ?? ''
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1
  const categoryText = params.get('category')
  const category = BLOG_CATEGORIES.find((name) => name === categoryText)
  const search = params.get('search')?.trim().slice(0, MAX_SEARCH_LENGTH) || undefined
  return { page, category, search }
}

export function toArticleListParams(state: ArticleListState): ArticleListParams {
  return {
    page: state.page - 1,
    size: PAGE_SIZE.articles,
    category: state.category,
    search: state.search,
  }
}

/** The category list's entries: 'All' first (no filter), then the spec's categories. */
export const CATEGORY_CHOICES = [BLOG_CATEGORY_ALL, ...BLOG_CATEGORIES] as const
