import { expect, it } from 'vitest'
import { describeInBrowser, screenshot, VIEWPORTS } from './support/browser.ts'
import { open, reload } from './support/shop.ts'

const BAND = { label: '10,000 - 30,000 Ks', wire: '10000,30000' }

/** The whole shopper journey in one go, as a shopper clicks it, on both screen sizes. */
describeInBrowser('shopper journey', (browser) => {
  it.each(Object.entries(VIEWPORTS))(
    'home → category → price filter → page 2 → product → add to cart → reload keeps the cart (%s)',
    async (name, viewport) => {
      const page = await browser.newPage({ viewport })
      await open(page, '/')

      // The category: from the bar on a desktop, from the menu on a phone.
      if (name === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click()
        await page.getByRole('dialog').getByRole('link', { name: 'Supplements' }).click()
      } else {
        await page
          .getByRole('navigation', { name: 'Categories' })
          .getByRole('link', { name: 'Supplements' })
          .click()
      }
      await page.waitForURL('**/products?referenceId=6')

      if (name === 'phone') await page.getByRole('button', { name: /^Filters/ }).click()
      await page.getByRole('button', { name: BAND.label }).first().click()
      await expect.poll(() => new URL(page.url()).searchParams.get('pricePerUnit')).toBe(BAND.wire)
      if (name === 'phone') await page.getByRole('button', { name: /^Show \d+ products/ }).click()

      const firstCardId = () =>
        page.locator('main article[data-product-id]').first().getAttribute('data-product-id')
      const firstOnPage1 = await firstCardId()
      await page
        .getByRole('navigation', { name: 'Pages' })
        .getByRole('link', { name: 'Page 2' })
        .click()
      await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2')
      // The address changes before page 2's products arrive; wait for them, on a slow machine too.
      await expect.poll(firstCardId).not.toBe(firstOnPage1)

      const id = Number(await firstCardId())
      await page.locator(`main article[data-product-id="${id}"] a[href="/products/${id}"]`).click()
      await page.waitForURL(`**/products/${id}`)
      const addToCart = page.getByRole('button', { name: 'Add to cart' })
      await addToCart.waitFor()
      const productName = await page.getByRole('heading', { level: 1 }).textContent()

      await addToCart.click()
      const drawer = page.getByRole('dialog', { name: 'Shopping Cart' })
      await drawer.waitFor()
      expect(await drawer.getByText(productName ?? '').count()).toBeGreaterThan(0)

      await reload(page)
      await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('1')
      await page.getByRole('button', { name: 'Open shopping cart' }).click()
      await page.getByRole('dialog', { name: 'Shopping Cart' }).waitFor()
      expect(
        await page
          .getByRole('dialog', { name: 'Shopping Cart' })
          .getByText(productName ?? '')
          .count(),
      ).toBeGreaterThan(0)
      await page.waitForTimeout(300) // the drawer's slide-in
      await screenshot(page, `journey-cart-${name}`)
      await page.close()
    },
  )

  it('searching from the header on a product page lands on /products with the filter', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await open(page, '/products/1')
    await page.getByRole('combobox', { name: 'Search the shop' }).fill('vitamin')
    await page.waitForURL('**/products?filter=vitamin')
    await expect
      .poll(() => page.locator('main article[data-product-id]').count())
      .toBeGreaterThan(0)
    await expect.poll(() => page.getByText('Search Result For').count()).toBeGreaterThan(0)
    await page.close()
  })
})
