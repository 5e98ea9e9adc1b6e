import type { Locator, Page } from 'playwright-core'
import { expect, it } from 'vitest'
import {
  baseUrl,
  describeInBrowser,
  screenshot,
  VIEWPORTS,
  waitForHydration,
} from './support/browser.ts'
import { open } from './support/shop.ts'

interface Group {
  title: string
  total: number
  data: { id: number }[]
}

async function apiSearch(filter: string) {
  const response = await fetch(
    `${baseUrl()}/api/public/search?filter=${encodeURIComponent(filter)}`,
  )
  return ((await response.json()) as { data: Group[] }).data
}

/**
 * The chips are the popular keywords, each searching for itself. (The list itself moves while
 * the suite runs, as the searches of other tests are counted, so its order is not compared.)
 */
async function expectKeywordChips(chips: Locator) {
  const entries = await chips.evaluateAll((links) =>
    links.map((a) => [a.textContent ?? '', a.getAttribute('href') ?? ''] as const),
  )
  expect(entries.length).toBeGreaterThan(3)
  for (const [text, href] of entries) {
    expect(href).toBe(`/search-results?${new URLSearchParams({ filter: text })}`)
  }
  return entries.map(([text]) => text)
}

const groupTitles = (page: Page) =>
  page
    .locator('[data-result-group] h2')
    .evaluateAll((headings) => headings.map((h) => h.textContent))

const viewAllOf = (page: Page, title: string) =>
  page
    .locator(`[data-result-group="${title}"]`)
    .getByRole('link', { name: 'View All' })
    .getAttribute('href')

describeInBrowser('search results page', (browser) => {
  it('arrives with the groups in its HTML, marked noindex', async () => {
    const groups = await apiSearch('vitamin')
    const html = await (await fetch(`${baseUrl()}/search-results?filter=vitamin`)).text()
    expect(html).toContain('Search Result For')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    const products = groups.find((group) => group.title === 'Products')
    expect(products?.data.length).toBeGreaterThan(0)
    const idsInHtml = [...html.matchAll(/data-product-id="(\d+)"/g)].map((match) =>
      Number(match[1]),
    )
    expect(idsInHtml).toEqual(products?.data.map((product) => product.id))
  })

  it.each(Object.entries(VIEWPORTS))(
    'shows the groups that found something, with their View All links (%s)',
    async (name, viewport) => {
      const groups = await apiSearch('vitamin')
      const page = await browser.newPage({ viewport })
      const searchCalls: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/public/search')) searchCalls.push(request.url())
      })
      await open(page, '/search-results?filter=vitamin')
      const found = groups.filter((group) => group.data.length > 0).map((group) => group.title)
      expect(await groupTitles(page)).toEqual(found)
      expect(found).toEqual(['Products', 'News', 'Categories'])
      expect(await viewAllOf(page, 'Products')).toBe('/products?filter=vitamin')
      expect(await viewAllOf(page, 'News')).toBe('/articles?search=vitamin')
      const firstCategory = groups.find((group) => group.title === 'Categories')?.data[0]?.id
      expect(await viewAllOf(page, 'Categories')).toBe(`/products?referenceId=${firstCategory}`)
      expect(await page.locator('article[data-article-id]').count()).toBe(1)
      // Hydration used the server's answer.
      expect(searchCalls).toEqual([])
      await screenshot(page, `search-results-${name}`)
      await page.close()
    },
  )

  it('shows all four groups when all four find something; Brands goes to /brands', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await open(page, '/search-results?filter=vita')
    expect(await groupTitles(page)).toEqual(['Products', 'News', 'Brands', 'Categories'])
    expect(await viewAllOf(page, 'Brands')).toBe('/brands')
    const brand = page
      .locator('[data-result-group="Brands"]')
      .getByRole('link', { name: 'VitaCore' })
    expect(await brand.getAttribute('href')).toMatch(/^\/products\?type=BRAND&referenceId=\d+$/)
    await page.close()
  })

  it('lets a mouse page through a long row of brands with arrows', async () => {
    // Seven brands have a word starting with "p" (one letter matches at a word's start, decision
    // 052); a window 900 wide shows six of the 132-pixel tiles in a row.
    const page = await browser.newPage({ viewport: { width: 900, height: 800 } })
    await open(page, '/search-results?filter=p')
    const brands = page.locator('[data-result-group="Brands"]')
    expect(await brands.getByRole('button', { name: 'Show earlier ones' }).count()).toBe(0)
    await brands.getByRole('button', { name: 'Show more' }).click()
    await expect
      .poll(() => brands.locator('ul').evaluate((row) => row.scrollLeft))
      .toBeGreaterThan(0)
    // The back arrow follows the scroll events, which keep coming while the smooth scroll runs.
    await expect
      .poll(() => brands.getByRole('button', { name: 'Show earlier ones' }).isVisible())
      .toBe(true)
    await page.close()
  })

  it.each(Object.entries(VIEWPORTS))(
    'offers popular keywords when nothing is found, and they search (%s)',
    async (name, viewport) => {
      const page = await browser.newPage({ viewport })
      await open(page, '/search-results?filter=qwxzzy')
      expect(await page.getByText('Nothing found for “qwxzzy”.').count()).toBe(1)
      expect(await page.locator('[data-result-group]').count()).toBe(0)
      const chips = page.getByRole('navigation', { name: /popular searches/ }).getByRole('link')
      const popular = await expectKeywordChips(chips)
      await screenshot(page, `search-nothing-found-${name}`)
      await chips.first().click()
      await page.waitForURL(
        (url) =>
          url.searchParams.get('filter') === popular[0] && url.pathname === '/search-results',
      )
      await expect.poll(() => page.locator('[data-result-group]').count()).toBeGreaterThan(0)
      await page.close()
    },
  )

  it('with no filter shows the popular keywords only', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone })
    await open(page, '/search-results')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'What are you looking for?',
    )
    const chips = page.getByRole('navigation', { name: 'Popular searches' }).getByRole('link')
    await expectKeywordChips(chips)
    expect(await page.locator('[data-result-group]').count()).toBe(0)
    await screenshot(page, 'search-empty-phone')
    await page.close()
  })

  // Its box is a plain GET form, meant to work before the page's scripts run (and never held,
  // lib/hold-early-submits.ts), so it is tried both ways.
  it.each([
    ['once the page is hydrated', false],
    ['with the scripts blocked', true],
  ])("searches every group from the page's own box, %s", async (_, scriptsBlocked) => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone })
    if (scriptsBlocked) await page.route('**/assets/**/*.js', (route) => route.abort())
    await page.goto(`${baseUrl()}/search-results`)
    if (!scriptsBlocked) await waitForHydration(page)
    const box = page.getByRole('searchbox', {
      name: 'Search products, news, brands and categories',
    })
    await box.fill('omega')
    await box.press('Enter')
    await page.waitForURL((url) => url.searchParams.get('filter') === 'omega')
    await expect.poll(() => groupTitles(page)).toEqual(['Products', 'Brands', 'Categories'])
    await page.close()
  })

  it('searching from the header on this page goes to /products?filter= after the pause', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone })
    await open(page, '/search-results?filter=vitamin')
    await page.getByRole('button', { name: 'Show search' }).click()
    await page.getByRole('combobox', { name: 'Search the shop' }).pressSequentially('zinc')
    expect(new URL(page.url()).pathname).toBe('/search-results')
    await page.waitForURL((url) => url.pathname === '/products')
    expect(new URL(page.url()).searchParams.get('filter')).toBe('zinc')
    await page.close()
  })
})
