import { formatKs } from '@kyanma/shared'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { expect, it } from 'vitest'
import { baseUrl, describeInBrowser, screenshot, VIEWPORTS } from './support/browser.ts'
import { open } from './support/shop.ts'
import { signInToBackOffice } from './support/staff.ts'

/** A small real picture, uploaded through the form's file input as staff would. */
const packShot = () =>
  sharp({ create: { width: 240, height: 240, channels: 3, background: '#1f8a70' } })
    .png()
    .toBuffer()

/** The product's card on a storefront listing or results page, with its picture loaded. */
const card = (page: Page, id: number) => page.locator(`main article[data-product-id="${id}"]`)

describeInBrowser('staff add a product in the back office', (browser) => {
  it('adds a product with a picture → the shop lists, finds and shows it → a new price and a Burmese name show', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await signInToBackOffice(page)
    const stamp = String(Date.now()).slice(-6)
    const name = `Moringa Leaf Capsules E2E ${stamp}`
    const burmeseName = `မုန်ရင်းဂါး အရွက် ဆေးတောင့် ${stamp}`

    await page.getByRole('link', { name: 'Products' }).click()
    await page.getByRole('link', { name: 'New product' }).click()
    await page.getByRole('textbox', { name: /^Name( \*)?$/ }).fill(name)
    await page.getByRole('combobox', { name: 'Category' }).fill('Minerals')
    await page
      .getByRole('option', { name: /^Minerals/ })
      .first()
      .click()
    await page.getByRole('textbox', { name: /^Price/ }).fill('23417')
    await page.getByRole('textbox', { name: /^Stock/ }).fill('25')
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'moringa.png', mimeType: 'image/png', buffer: await packShot() })
    await page.locator('img[src$=".webp"]').first().waitFor()
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(`${baseUrl()}/admin/products`)
    const link = page.getByRole('link', { name })
    const id = Number((await link.getAttribute('href'))?.split('/').pop())
    expect(id).toBeGreaterThan(0)
    await screenshot(page, 'admin-catalog-products-desktop')

    // The storefront, as a shopper sees it.
    const shop = await browser.newPage({ viewport: VIEWPORTS.phone })
    const product = (await (await fetch(`${baseUrl()}/api/public/products/${id}`)).json()) as {
      category: { id: number }
    }
    await open(shop, `/products?referenceId=${product.category.id}`)
    await expect.poll(() => card(shop, id).count()).toBe(1)
    await expect.poll(() => card(shop, id).locator('img[src*="/media/"]').count()).toBe(1)
    await open(shop, `/search-results?${new URLSearchParams({ filter: name })}`)
    await expect.poll(() => card(shop, id).count()).toBe(1)
    await open(shop, `/products/${id}`)
    await shop.getByRole('heading', { name }).waitFor()
    await shop.getByText(formatKs(23_417)).first().waitFor()

    // Staff change the price and write the Burmese name; the product page shows the new price,
    // and its Burmese page the Burmese name.
    await link.click()
    await page.getByRole('heading', { name: `Edit product: ${name}` }).waitFor()
    await page.getByRole('textbox', { name: /^Price/ }).fill('19903')
    await page.getByRole('textbox', { name: 'Name (Burmese)' }).fill(burmeseName)
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(`${baseUrl()}/admin/products`)
    await open(shop, `/products/${id}`)
    await shop.getByText(formatKs(19_903)).first().waitFor()
    expect(await shop.getByText(formatKs(23_417)).count()).toBe(0)
    await screenshot(shop, 'admin-catalog-product-page-phone')
    await open(shop, `/my/products/${id}`)
    await shop.getByRole('heading', { name: burmeseName }).waitFor()
  })
})
