import { PRIMARY_CATEGORY_PARENT_ID } from '@kyanma/shared'
import { QueryClient } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { childCategoriesQuery } from '#app/features/catalog/api/get-categories.ts'
import { texts, textsIn } from '#app/lib/texts.ts'
import { facts } from '#app/locales/en/static-pages/shop-facts.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { CategoryBar } from './category-bar.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'
import { TopBar } from './top-bar.tsx'

const BURMESE_LETTERS = /[\u1000-\u109f]/

beforeAll(() => loadAllTexts())
// The frame asks nothing of the API that these tests read; anything it asks answers 404.
beforeAll(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ code: 'NOT_FOUND', message: 'x' }, { status: 404 })),
  )
})
afterEach(() => vi.clearAllMocks())

/** The shop's frame at `url`, with the footer's categories already known. */
function renderFrame(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(childCategoriesQuery(PRIMARY_CATEGORY_PARENT_ID).queryKey, {
    data: [{ id: 6, name: 'Vitamins & Minerals' }],
  } as never)
  return renderInApp(
    <>
      <TopBar />
      <SiteHeader />
      <CategoryBar />
      <SiteFooter />
    </>,
    { url, queryClient },
  )
}

describe('the site frame under /my (issue 15)', () => {
  const my = () => textsIn('my')

  it('shows the header, category bar and footer in Burmese, none of their English', async () => {
    renderFrame('/my/products?referenceId=6')
    const burmese = [
      my().header.nav.shop,
      my().header.nav.articles,
      my().categoryBar.supplements,
      my().footer.customerService,
      my().footer.links.returnPolicy,
      my().footer.copyright(2025),
      textsIn('my', facts).supportHours,
    ]
    for (const text of burmese) {
      expect(text).toMatch(BURMESE_LETTERS)
      expect(await screen.findAllByText(text)).not.toHaveLength(0)
    }
    for (const english of [
      texts.header.nav.shop,
      texts.header.nav.articles,
      texts.categoryBar.supplements,
      texts.footer.customerService,
      texts.footer.links.returnPolicy,
      facts.supportHours,
    ]) {
      expect(screen.queryByText(english)).toBeNull()
    }
    expect(screen.getByRole('button', { name: my().header.openMenu })).toBeTruthy()
  })

  it('links within Burmese and marks the current page as it does in English', async () => {
    renderFrame('/my/products?referenceId=6')
    const header = screen.getByRole('banner')
    const shop = within(header).getByRole('link', { name: my().header.nav.shop })
    expect(shop.getAttribute('href')).toBe('/my/products')
    expect(shop.getAttribute('aria-current')).toBe('page')
    const home = within(header).getByRole('link', { name: my().header.nav.home })
    expect(home.getAttribute('href')).toBe('/my')
    expect(home.getAttribute('aria-current')).toBeNull()

    const bar = screen.getByRole('navigation', { name: my().categoryBar.label })
    const supplements = within(bar).getByRole('link', { name: my().categoryBar.supplements })
    expect(supplements.getAttribute('href')).toBe('/my/products?referenceId=6')
    expect(supplements.getAttribute('aria-current')).toBe('page')
    expect(
      within(bar).getByRole('link', { name: my().categoryBar.brands }).getAttribute('aria-current'),
    ).toBeNull()

    const footer = screen.getByRole('contentinfo')
    expect(
      within(footer).getByRole('link', { name: my().footer.links.about }).getAttribute('href'),
    ).toBe('/my/about')
  })

  it('keeps the English frame at the English address', async () => {
    renderFrame('/products?referenceId=6')
    expect(await screen.findAllByText(texts.footer.customerService)).not.toHaveLength(0)
    const shop = screen.getByRole('link', { name: texts.header.nav.shop })
    expect(shop.getAttribute('href')).toBe('/products')
    expect(shop.getAttribute('aria-current')).toBe('page')
    expect(screen.queryByText(my().footer.customerService)).toBeNull()
    expect(screen.getByText('Mon-Sat 9am-5pm, Sun 9am-4pm')).toBeTruthy()
  })
})
