import type { Article } from '@kyanma/shared'
import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeIntersectionObserver } from '#test/fake-intersection-observer.ts'
import { loaderCache, pageWithLoaderData, renderInApp } from '#test/render.tsx'
import { articleQuery } from '../features/articles/api/get-article.ts'
import { articleFixture } from '../features/articles/test/article-fixture.ts'
import { productFixture, stubApi } from '../features/product/test/product-fixture.ts'
import { textsIn } from '../lib/texts.ts'
import { articles as articlesTexts } from '../locales/en/articles.ts'
import { loadAllTexts } from '../locales/texts-registry.ts'
import ArticleDetail, { loader } from './article-detail.tsx'

function renderRoute(article: Article, url = `/articles/${article.id}`) {
  const dehydratedState = loaderCache([[articleQuery(article.id).queryKey, article]])
  const loaderData = { id: article.id, head: article, dehydratedState }
  return renderInApp(pageWithLoaderData(ArticleDetail, loaderData), { url })
}

/** The reader scrolls down to the section titled `name`: its products load when it nears the screen. */
async function scrollTo(viewport: ReturnType<typeof fakeIntersectionObserver>, name: string) {
  const section = await screen.findByRole('region', { name })
  await vi.waitFor(() => expect(viewport.observed(section)).toBe(true))
  act(() => viewport.scrollIntoView(section))
  return section
}

const recommended = (count: number) => ({
  data: Array.from({ length: count }, (_, i) => productFixture({ id: 40 + i })),
  total: count,
  pageSize: 4,
})

describe('article page', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("shows picture, title, description, author, 'D MMMM, YYYY' date and the HTML content", async () => {
    stubApi({ '/api/public/products/RECOMMENDED': recommended(4) })
    renderRoute(articleFixture())
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Five foods that help you through the rainy season',
    )
    expect(screen.getByText(/^Ginger, citrus/)).toBeTruthy()
    expect(screen.getByText('By Dr. Aye Aye Thant')).toBeTruthy()
    expect(screen.getByText('1 March, 2025').getAttribute('datetime')).toBe(
      '2025-03-01T03:00:00.000Z',
    )
    expect(screen.getByRole('img', { name: 'Fresh fruit on a table' }).getAttribute('src')).toBe(
      '/media/article-3.webp',
    )
    const content = screen.getByTestId('article-content')
    expect(content.querySelector('h2')?.textContent).toBe('Why the season matters')
    expect(content.querySelector('strong')?.textContent).toBe('colds')
  })

  it("lists the shop's RECOMMENDED products under 'YOU MAY ALSO LIKE'", async () => {
    const viewport = fakeIntersectionObserver()
    const calls = stubApi({ '/api/public/products/RECOMMENDED': recommended(4) })
    renderRoute(articleFixture())
    const section = await scrollTo(viewport, 'YOU MAY ALSO LIKE')
    await vi.waitFor(() =>
      expect(within(section).getAllByRole('link', { name: /Oceanic/ })).toHaveLength(4),
    )
    expect(
      within(section)
        .getAllByRole('link', { name: /Oceanic/ })[0]
        ?.getAttribute('href'),
    ).toBe('/products/40')
    expect(calls).toContain('/api/public/products/RECOMMENDED?page=0&size=4')
  })

  it('asks for the recommended products only once the reader scrolls near them', async () => {
    const viewport = fakeIntersectionObserver()
    const calls = stubApi({ '/api/public/products/RECOMMENDED': recommended(4) })
    renderRoute(articleFixture())
    const section = await screen.findByRole('region', { name: 'YOU MAY ALSO LIKE' })
    await vi.waitFor(() => expect(viewport.observed(section)).toBe(true))
    // A reader still at the top: placeholders in the section's place, nothing asked for.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls.filter((call) => call.includes('RECOMMENDED'))).toEqual([])
    expect(within(section).queryAllByRole('link')).toHaveLength(0)

    act(() => viewport.scrollIntoView(section))
    await vi.waitFor(() =>
      expect(within(section).getAllByRole('link', { name: /Oceanic/ })).toHaveLength(4),
    )
    expect(calls).toContain('/api/public/products/RECOMMENDED?page=0&size=4')
    expect(viewport.observed(section)).toBe(false)
  })

  it('leaves the section out when the shop recommends nothing', async () => {
    const viewport = fakeIntersectionObserver()
    const calls = stubApi({ '/api/public/products/RECOMMENDED': recommended(0) })
    renderRoute(articleFixture())
    await scrollTo(viewport, 'YOU MAY ALSO LIKE')
    await vi.waitFor(() =>
      expect(calls).toContain('/api/public/products/RECOMMENDED?page=0&size=4'),
    )
    await vi.waitFor(() => expect(screen.queryByTestId('recommended-products')).toBeNull())
  })

  it('answers 404 for an address that is not an article id', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the id check runs before anything else is read
    const args = { params: { id: 'abc' }, context: {} } as any
    await expect(loader(args)).rejects.toMatchObject({ init: { status: 404 } })
  })
})

describe('article page under /my (issue 15)', () => {
  beforeAll(() => loadAllTexts())
  afterEach(() => vi.unstubAllGlobals())

  it('names the recommendations in Burmese and links them within /my', async () => {
    const viewport = fakeIntersectionObserver()
    stubApi({ '/api/public/products/RECOMMENDED': recommended(2) })
    renderRoute(articleFixture(), `/my/articles/${articleFixture().id}`)
    const burmese = textsIn('my', articlesTexts).youMayAlsoLike
    expect(burmese).not.toBe(articlesTexts.youMayAlsoLike)
    const section = await scrollTo(viewport, burmese)
    expect(screen.queryByRole('region', { name: articlesTexts.youMayAlsoLike })).toBeNull()
    await vi.waitFor(() =>
      expect(
        within(section)
          .getAllByRole('link', { name: /Oceanic/ })[0]
          ?.getAttribute('href'),
      ).toBe('/my/products/40'),
    )
  })

  it('marks the description sent in English with lang="en", and only it', async () => {
    stubApi({ '/api/public/products/RECOMMENDED': recommended(0) })
    const burmese = { ...articleFixture(), title: 'မိုးရာသီ အစားအစာ', englishFields: ['description'] }
    renderRoute(burmese, `/my/articles/${burmese.id}`)
    const marked = screen.getByRole('article').querySelectorAll('[lang]')
    expect([...marked].map((element) => element.textContent)).toEqual([burmese.description])
    expect(marked[0]?.getAttribute('lang')).toBe('en')
    expect(screen.getByTestId('article-content').hasAttribute('lang')).toBe(false)
  })

  it('marks the content and title sent in English', async () => {
    stubApi({ '/api/public/products/RECOMMENDED': recommended(0) })
    const article = { ...articleFixture(), englishFields: ['title', 'content'] }
    renderRoute(article, `/my/articles/${article.id}`)
    expect(screen.getByTestId('article-content').getAttribute('lang')).toBe('en')
    expect(screen.getByTestId('article-title').getAttribute('lang')).toBe('en')
  })
})

describe('article page in English', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('puts no lang on its texts', () => {
    stubApi({ '/api/public/products/RECOMMENDED': recommended(0) })
    renderRoute(articleFixture())
    expect(screen.getByRole('article').querySelector('[lang]')).toBeNull()
  })
})
