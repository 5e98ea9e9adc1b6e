import { describe, expect, it } from 'vitest'
import { parseArticleParams, toArticleListParams } from './article-params.ts'

const parse = (query: string) => parseArticleParams(new URLSearchParams(query))

describe('article list address', () => {
  it('reads page, category and search', () => {
    expect(parse('page=3&category=Nutrition&search=%20zinc%20')).toEqual({
      page: 3,
      category: 'Nutrition',
      search: 'zinc',
    })
  })

  it('shows the first page of every category for a hand-edited address', () => {
    expect(parse('page=0&category=Recipes&search=%20')).toEqual({
      page: 1,
      category: undefined,
      search: undefined,
    })
    expect(parse('page=-2').page).toBe(1)
    expect(parse('page=abc').page).toBe(1)
    expect(parse('category=All').category).toBeUndefined()
  })

  it('asks the API for the zero-based page, 12 at a time', () => {
    expect(toArticleListParams({ page: 2, category: 'News' })).toEqual({
      page: 1,
      size: 12,
      category: 'News',
      search: undefined,
    })
  })
})
