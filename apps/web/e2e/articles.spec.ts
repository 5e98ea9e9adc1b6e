import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { articles } from '../app/locales/en/articles.ts'
import { articles as articlesMy } from '../app/locales/my/articles.ts'
import { baseUrl, describeInBrowser, screenshot, VIEWPORTS } from './support/browser.ts'
import { newCustomer, open, register } from './support/shop.ts'

const cardTitles = (page: Page) =>
  page.locator('main article h3 a, main article h2 a').allTextContents()

describeInBrowser('articles and announcements in the browser', (browser) => {
  it('the articles list arrives server-rendered with its first 12 cards', async () => {
    const html = await (await fetch(`${baseUrl()}/articles`)).text()
    expect(html).toContain('The latest health news and resources')
    expect([...html.matchAll(/data-article-id="\d+"/g)]).toHaveLength(12)
    expect((await fetch(`${baseUrl()}/articles/999999`)).status).toBe(404)
    expect((await fetch(`${baseUrl()}/announcements/999999`)).status).toBe(404)
  })

  it("an article's recommended products arrive with its HTML, in its language", async () => {
    const list = await (await fetch(`${baseUrl()}/articles`)).text()
    const id = list.match(/data-article-id="(\d+)"/)?.[1]
    for (const [prefix, title] of [
      ['', articles.youMayAlsoLike],
      ['/my', articlesMy.youMayAlsoLike],
    ] as const) {
      const html = await (await fetch(`${baseUrl()}${prefix}/articles/${id}`)).text()
      const start = html.indexOf('data-testid="recommended-products"')
      const section = html.slice(start, html.indexOf('</section>', start))
      expect(section).toContain(title)
      const products = new Set(section.match(new RegExp(`href="${prefix}/products/\\d+"`, 'g')))
      expect(products.size).toBe(4)
    }
  })

  // The server's HTML is a visitor's; a signed-in customer's hearts must be their own before
  // they can tap one, so the section hydrates at once for them, not when it comes near the screen.
  it("a signed-in customer's heart on a recommended product is theirs before the section is near", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 600 } })
    await register(page, newCustomer('article-hearts', { phonePrefix: '098' }))
    // A long demo article (the newest may be a short one another suite wrote).
    const { data } = (await (
      await fetch(`${baseUrl()}/api/public/blog/news?page=0&size=12&search=fish`)
    ).json()) as { data: { id: number; title: string }[] }
    const article = data.find(({ title }) => title === 'Fish oil: who really benefits?')?.id
    expect(article, 'the demo article is in the shop').toBeDefined()
    const html = await (await fetch(`${baseUrl()}/articles/${article}`)).text()
    const recommendedHtml = html.slice(html.indexOf('data-testid="recommended-products"'))
    const product = recommendedHtml.match(/href="\/products\/(\d+)"/)?.[1]
    expect(product, 'the article recommends a product').toBeDefined()
    const favourited = await page.evaluate(
      async (url) => (await fetch(url, { method: 'PUT', credentials: 'include' })).status,
      `/api/customers/me/favorites/${product}?status=true`,
    )
    expect(favourited).toBe(200)

    await open(page, `/articles/${article}`)
    const section = page.getByTestId('recommended-products')
    const card = section.locator(`article[data-product-id="${product}"]`).first()
    // Far enough below the screen that only the signed-in rule can have hydrated it.
    const top = await section.evaluate((element) => element.getBoundingClientRect().top)
    expect(top).toBeGreaterThan(600 + 200)
    await card
      .getByRole('button', { name: 'Remove from favourites' })
      .waitFor({ state: 'attached' })
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.close()
  })

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`articles → category → search → article → recommended product → its page (${size})`, async () => {
      const page = await browser.newPage({ viewport })
      await open(page, '/articles')
      await page.getByRole('heading', { name: 'Articles', level: 1 }).waitFor()
      expect(await page.locator('main article').count()).toBe(12)
      await screenshot(page, `articles-list-${size}`)

      await page
        .getByRole('navigation', { name: 'Article categories' })
        .getByRole('link', { name: 'Supplements' })
        .click()
      await page.waitForURL(/\/articles\?category=Supplements$/)
      const supplements = (await (
        await fetch(`${baseUrl()}/api/public/blog/news?page=0&size=12&category=Supplements`)
      ).json()) as { data: { title: string }[] }
      expect(supplements.data.map((article) => article.title)).toContain(
        'Fish oil: who really benefits?',
      )
      // Cards show titles cut at 30 characters, as the list does.
      await expect
        .poll(() => cardTitles(page))
        .toEqual(
          supplements.data.map(({ title }) =>
            title.length > 30 ? `${title.slice(0, 30)}...` : title,
          ),
        )

      await page.getByRole('searchbox', { name: 'Search articles' }).fill('fish')
      await page.waitForURL(/\/articles\?category=Supplements&search=fish$/)
      await expect.poll(() => cardTitles(page)).toEqual(['Fish oil: who really benefits?'])
      await screenshot(page, `articles-search-${size}`)

      await page.getByRole('link', { name: 'Fish oil: who really benefits?' }).click()
      await page.waitForURL(/\/articles\/\d+$/)
      await page
        .getByRole('heading', { name: 'Fish oil: who really benefits?', level: 1 })
        .waitFor()
      await expect.poll(() => page.title()).toContain('Fish oil: who really benefits?')
      expect(await page.getByTestId('article-content').locator('p').count()).toBeGreaterThan(0)
      const recommended = page.getByRole('region', { name: 'YOU MAY ALSO LIKE' })
      await recommended.scrollIntoViewIfNeeded()
      const product = recommended.locator('a[href^="/products/"]').first()
      await product.waitFor()
      await page.waitForTimeout(300) // pictures settle
      await screenshot(page, `article-detail-${size}`)

      const href = (await product.getAttribute('href')) ?? ''
      await product.click()
      await page.waitForURL(`${baseUrl()}${href}`)
      await page.getByTestId('product-name').waitFor()
      await page.close()
    })

    it(`announcements list → detail (${size})`, async () => {
      const page = await browser.newPage({ viewport })
      await open(page, '/announcements')
      await page.getByRole('heading', { name: 'Announcements', level: 1 }).waitFor()
      expect(await page.locator('main article').count()).toBe(12)
      await screenshot(page, `announcements-list-${size}`)

      await page.getByRole('link', { name: 'Page 2' }).click()
      await page.waitForURL(/\/announcements\?page=2$/)
      const { total } = (await (
        await fetch(`${baseUrl()}/api/public/announcement/settings?page=0&size=12`)
      ).json()) as { total: number }
      await expect.poll(() => page.locator('main article').count()).toBe(total - 12)
      await page.getByRole('link', { name: 'Page 1' }).click()
      await page.waitForURL(/\/announcements$/)

      await page.getByRole('link', { name: 'Thingyan holiday hours' }).click()
      await page.waitForURL(/\/announcements\/\d+$/)
      await page.getByRole('heading', { name: 'Thingyan holiday hours', level: 1 }).waitFor()
      await page
        .getByText('Both shops close 13-17 April; online orders ship from 18 April.')
        .waitFor()
      await screenshot(page, `announcement-detail-${size}`)
      await page.close()
    })
  }
})
