import type { ArticleList } from '@kyanma/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loaderCache, pageWithLoaderData, renderInApp } from '#test/render.tsx'
import { articleListQuery } from '../features/articles/api/get-articles.ts'
import { articleSummaryFixture } from '../features/articles/test/article-fixture.ts'
import { stubApi } from '../features/product/test/product-fixture.ts'
import Articles from './articles.tsx'

const list = (count: number, total = count): ArticleList => ({
  data: Array.from({ length: count }, (_, i) => articleSummaryFixture({ id: i + 1 })),
  total,
  pageSize: 12,
})

/** The route as its loader leaves it: the first page already in the cache. */
function renderRoute(firstPage: ArticleList, url = '/articles') {
  const dehydratedState = loaderCache([
    [articleListQuery({ page: 0, size: 12 }).queryKey, firstPage],
  ])
  return renderInApp(pageWithLoaderData(Articles, { dehydratedState }), { url })
}

describe('articles page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the heading, the seven categories and cards cut at 30 and 100 characters', () => {
    stubApi({ '/api/public/blog/news': list(12, 30) })
    renderRoute(list(12, 30))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Articles')
    expect(screen.getByText('The latest health news and resources')).toBeTruthy()
    const categories = within(screen.getByRole('navigation', { name: 'Article categories' }))
    expect(categories.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'All',
      'General Knowledge',
      'Seasonal Health',
      'Supplements',
      'Medicine Knowledge',
      'Nutrition',
      'News',
    ])
    expect(categories.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page')
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(12)
    const title = within(cards[0] as HTMLElement).getByRole('link')
    expect(title.textContent).toBe('Five foods that help you throu...')
    expect(title.getAttribute('href')).toBe('/articles/1')
    expect(within(cards[0] as HTMLElement).getByText(/^Ginger/).textContent).toHaveLength(103)
    expect(within(cards[0] as HTMLElement).getByText('1 March, 2025')).toBeTruthy()
    // 30 articles: three pages, linked by address.
    const pager = within(screen.getByRole('navigation', { name: 'Article pages' }))
    expect(pager.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/articles?page=3',
    )
  })

  it('a category keeps the search, goes back to page 1 and asks for that category', async () => {
    const user = userEvent.setup()
    const calls = stubApi({ '/api/public/blog/news': list(2) })
    const { router } = renderRoute(list(12, 30), '/articles?search=rain&page=2')
    await user.click(screen.getByRole('link', { name: 'Nutrition' }))
    expect(router.state.location.search).toBe('?search=rain&category=Nutrition')
    await waitFor(() =>
      expect(calls).toContain(
        '/api/public/blog/news?page=0&size=12&search=rain&category=Nutrition',
      ),
    )
    expect(screen.getByRole('link', { name: 'Nutrition' }).getAttribute('aria-current')).toBe(
      'page',
    )
  })

  it('writes the search to the address after a pause, starting again at page 1', async () => {
    const user = userEvent.setup()
    const calls = stubApi({ '/api/public/blog/news': list(1) })
    const { router } = renderRoute(list(12, 30), '/articles?page=2')
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'zinc')
    expect(router.state.location.search).toBe('?page=2')
    await waitFor(() => expect(router.state.location.search).toBe('?search=zinc'), {
      timeout: 2000,
    })
    await waitFor(() => expect(calls).toContain('/api/public/blog/news?page=0&size=12&search=zinc'))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
  })

  it('says so when nothing matches and offers the whole list, emptying the search box', async () => {
    const user = userEvent.setup()
    stubApi({ '/api/public/blog/news': list(0) })
    const { router } = renderRoute(list(12), '/articles?search=nothing')
    const box = screen.getByRole('searchbox', { name: 'Search articles' }) as HTMLInputElement
    expect(box.value).toBe('nothing')
    expect((await screen.findByTestId('articles-empty')).textContent).toContain(
      'No articles match your search.',
    )
    await user.click(screen.getByRole('link', { name: 'Show all articles' }))
    expect(router.state.location.search).toBe('')
    await waitFor(() => expect(box.value).toBe(''))
  })
})
