import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  baseUrl,
  describeInBrowser,
  hasBrowser,
  launchBrowser,
  screenshot,
  VIEWPORTS,
} from './support/browser.ts'
import { listProducts, open, reload } from './support/shop.ts'

const SUPPLEMENTS = 6
const BAND = { label: '10,000 - 30,000 Ks', wire: '10000,30000' }

const shownIds = (page: Page) =>
  page
    .locator('main article[data-product-id]')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-product-id'))))

/** An open drawer is fixed to the screen: a full-page picture would tear it from its overlay. */
async function screenSized(page: Page, name: string) {
  const dir = fileURLToPath(new URL('../../../screenshots/', import.meta.url))
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: `${dir}${name}.png` })
}

const params = (page: Page) => new URL(page.url()).searchParams

/** The products shown once the grid has settled on what the API lists for the same state. */
async function expectGrid(page: Page, ids: number[]) {
  await expect.poll(() => shownIds(page), { timeout: 15_000 }).toEqual(ids)
}

describe.skipIf(!hasBrowser())('product listing: the URL is the state', () => {
  let browser: Browser
  let firstPage: number[]
  let secondPage: number[]
  let allSupplements: number[]
  let bandTotal: number
  beforeAll(async () => {
    browser = await launchBrowser()
    const body = { pricePerUnit: { from: 10_000, to: 30_000 } }
    const base = `CATEGORY?referenceId=${SUPPLEMENTS}`
    const first = await listProducts(`${base}&page=0`, body)
    firstPage = first.data.map((p) => p.id)
    bandTotal = first.total
    secondPage = (await listProducts(`${base}&page=1`, body)).data.map((p) => p.id)
    allSupplements = (await listProducts(base)).data.map((p) => p.id)
  })
  afterAll(() => browser?.close())

  /** The pager's Page 2: the address says so and the grid shows the band's second page. */
  async function goToPage2(page: Page) {
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Page 2' })
      .click()
    await expect.poll(() => params(page).get('page')).toBe('2')
    await expectGrid(page, secondPage)
  }

  /** Back from page 2 keeps the price band and shows the first page again, as does a reload. */
  async function backToPage1ThenReload(page: Page) {
    await page.goBack()
    await expect.poll(() => params(page).get('page')).toBeNull()
    expect(params(page).get('pricePerUnit')).toBe(BAND.wire)
    await expectGrid(page, firstPage)
    await reload(page)
    await expectGrid(page, firstPage)
  }

  it('arrives server-rendered with the products, its name and clean SEO tags', async () => {
    const html = await (await fetch(`${baseUrl()}/products?referenceId=${SUPPLEMENTS}`)).text()
    const ids = [...html.matchAll(/data-product-id="(\d+)"/g)].map((match) => Number(match[1]))
    expect(ids).toEqual(allSupplements)
    expect(html).toContain('Featured Products')
    expect(html).toContain('<title>Supplements | Kyanma</title>')
    expect(html).toMatch(/rel="canonical" href="http[^"]*\/products\?referenceId=6"/)
    expect(html).not.toContain('noindex')

    const filtered = await (
      await fetch(`${baseUrl()}/products?referenceId=6&pricePerUnit=${BAND.wire}&page=x`)
    ).text()
    expect(filtered).toContain('name="robots" content="noindex"')
    expect(filtered).toMatch(/rel="canonical" href="http[^"]*\/products\?referenceId=6"/)

    expect((await fetch(`${baseUrl()}/products?referenceId=999999`)).status).toBe(404)
  })

  it('hydrates without fetching the products again', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    const calls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(request.url())
    })
    await open(page, `/products?referenceId=${SUPPLEMENTS}`)
    await expectGrid(page, allSupplements)
    await page.waitForTimeout(500)
    expect(calls).toEqual([])
    await page.close()
  })

  it('desktop: category bar → price range → page 2 → back → reload', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await open(page, '/')
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Supplements' })
      .click()
    await expect.poll(() => params(page).get('referenceId')).toBe(String(SUPPLEMENTS))
    await expectGrid(page, allSupplements)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Featured Products')

    const panel = page.getByRole('complementary', { name: 'Filters' })
    await panel.getByRole('button', { name: BAND.label }).click()
    await expect.poll(() => params(page).get('pricePerUnit')).toBe(BAND.wire)
    expect(page.url()).toContain(`pricePerUnit=${BAND.wire}`)
    await expectGrid(page, firstPage)
    await screenshot(page, 'products-desktop')

    await goToPage2(page)
    // The new page starts at the top of the grid, not wherever the pager was.
    const gridTop = await page
      .locator('main article[data-product-id]')
      .first()
      .evaluate((card) => card.getBoundingClientRect().top)
    expect(gridTop).toBeGreaterThanOrEqual(0)
    expect(gridTop).toBeLessThan(200)

    await backToPage1ThenReload(page)
    const chosen = page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('button', { name: BAND.label })
    expect(await chosen.getAttribute('aria-pressed')).toBe('true')
    await page.close()
  })

  it('phone: menu category → Filters drawer → price range → page 2 → back → reload', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone })
    await open(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Supplements' }).click()
    await expect.poll(() => params(page).get('referenceId')).toBe(String(SUPPLEMENTS))
    await expectGrid(page, allSupplements)
    await screenshot(page, 'products-phone')

    await page.getByRole('button', { name: /^Filters/ }).click()
    const drawer = page.getByRole('dialog', { name: 'Filters' })
    await drawer.getByRole('button', { name: BAND.label }).click()
    await expect.poll(() => params(page).get('pricePerUnit')).toBe(BAND.wire)
    await expect
      .poll(() => drawer.getByRole('button', { name: BAND.label }).getAttribute('aria-pressed'))
      .toBe('true')
    await page.waitForTimeout(300)
    await screenSized(page, 'products-phone-filters')
    await drawer.getByRole('button', { name: `Show ${bandTotal} products` }).click()
    await expect.poll(() => page.getByRole('dialog', { name: 'Filters' }).count()).toBe(0)
    await expectGrid(page, firstPage)
    expect(await page.getByRole('button', { name: 'Filters (1)' }).count()).toBe(1)

    await goToPage2(page)

    await backToPage1ThenReload(page)
    await page.close()
  })

  it('the header search narrows the listing in place, back on page 1', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await open(page, `/products?referenceId=${SUPPLEMENTS}&page=2`)
    await page.getByLabel('Search the shop').filter({ visible: true }).fill('vitamin')
    await expect.poll(() => params(page).get('filter'), { timeout: 10_000 }).toBe('vitamin')
    expect(params(page).get('page')).toBeNull()
    expect(params(page).get('referenceId')).toBe(String(SUPPLEMENTS))
    const expected = await listProducts(`CATEGORY?referenceId=${SUPPLEMENTS}`, {
      filter: 'vitamin',
    })
    await expectGrid(
      page,
      expected.data.map((p) => p.id),
    )
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: /Search Result For/ }).textContent())
      .toBe('Search Result For “vitamin”')
    expect(
      await page
        .getByRole('link', { name: 'See matching news, brands and categories too' })
        .getAttribute('href'),
    ).toBe('/search-results?filter=vitamin')
    await page.close()
  })

  it('ignores malformed values instead of failing', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    const response = await open(
      page,
      `/products?referenceId=${SUPPLEMENTS}&page=-4&limit=abc&type=NOPE&pricePerUnit=cheap&rating=12,1&needAttachment=maybe`,
    )
    expect(response?.status()).toBe(200)
    await expectGrid(page, allSupplements)
    await page.close()
  })
})

describeInBrowser('brands page', (browser) => {
  it('lists every brand server-rendered, and a brand leads to its products', async () => {
    const brands = (await (await fetch(`${baseUrl()}/api/public/brands`)).json()) as {
      data: { id: number; name: string; productCount: number }[]
    }
    const html = await (await fetch(`${baseUrl()}/brands`)).text()
    expect([...html.matchAll(/data-brand-id="(\d+)"/g)].map((m) => Number(m[1]))).toEqual(
      brands.data.map((brand) => brand.id),
    )

    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const page = await browser.newPage({ viewport })
      await open(page, '/')
      if (name === 'desktop') {
        await page
          .getByRole('navigation', { name: 'Categories' })
          .getByRole('link', { name: 'Brands' })
          .click()
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click()
        await page.getByRole('dialog').getByRole('link', { name: 'Brands' }).click()
      }
      await expect.poll(() => new URL(page.url()).pathname).toBe('/brands')
      await expect.poll(() => page.locator('[data-brand-id]').count()).toBe(brands.data.length)
      // Let every lazy logo load before the picture is taken.
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        await page.waitForTimeout(100)
      }
      await page.evaluate(() => window.scrollTo(0, 0))
      await screenshot(page, `brands-${name}`)

      const brand = brands.data[1] as { id: number; name: string; productCount: number }
      await page.locator(`[data-brand-id="${brand.id}"]`).click()
      await expect.poll(() => params(page).get('referenceId')).toBe(String(brand.id))
      expect(params(page).get('type')).toBe('BRAND')
      const expected = (await listProducts(`BRAND?referenceId=${brand.id}`)).data.map((p) => p.id)
      await expectGrid(page, expected)
      await expect
        .poll(() => page.getByRole('navigation', { name: 'You are here' }).textContent())
        .toContain(brand.name)
      await page.close()
    }
  })
})
