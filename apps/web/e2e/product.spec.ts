import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import {
  baseUrl,
  describeInBrowser,
  screenshot,
  VIEWPORTS,
  waitForHydration,
} from './support/browser.ts'
import { listProducts, open, reload } from './support/shop.ts'

interface ApiProduct {
  id: number
  name: string
  description: string
  images: { urls: { public: string; thumbnail: string } }[]
  productPricings: { customerType: string; pricePerUnit: number }[]
  supplementFacts: unknown
  category: { id: number; name: string }
}

async function apiProduct(id: number): Promise<ApiProduct> {
  return (await fetch(`${baseUrl()}/api/public/products/${id}`)).json()
}

/** A demo supplement with facts, several pictures and a description longer than the cut. */
async function supplementWithFacts(): Promise<ApiProduct> {
  const list = await listProducts('CATEGORY?referenceId=6&size=40')
  for (const { id } of list.data) {
    const product = await apiProduct(id)
    if (product.supplementFacts && product.images.length > 2 && product.description.length > 700)
      return product
  }
  throw new Error('no demo supplement with facts and three pictures')
}

const retail = (product: ApiProduct) =>
  product.productPricings.find((p) => p.customerType === 'RETAIL_SALE')?.pricePerUnit ?? 0
const ks = (amount: number) => `${amount.toLocaleString('en-US')} Ks`

/** Calls for the product itself (not its reviews or related products). */
function watchProductCalls(page: Page, id: number) {
  const calls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/public/products/${id}`) calls.push(request.url())
  })
  return calls
}

describeInBrowser('product page', (browser) => {
  it('opens from the home page, adds to the cart, and keeps the cart over a reload', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await open(page, '/')
    const card = page.locator('article[data-product-id]').first()
    const id = Number(await card.getAttribute('data-product-id'))
    const product = await apiProduct(id)

    // The page's HTML, before any script runs, already holds name, price and description.
    const html = await (await fetch(`${baseUrl()}/products/${id}`)).text()
    expect(html).toContain(`>${product.name.replace(/&/g, '&amp;')}</h1>`)
    expect(html).toContain(ks(retail(product)))
    expect(html).toContain('data-testid="product-description"')
    expect(html).toContain('<meta property="og:type" content="product"/>')
    expect(html).toContain('"@type":"Product"')
    expect(html).toMatch(new RegExp(`<img[^>]+src="${product.images[0]?.urls.public}"[^>]+width=`))

    // The card's link is a client-side navigation: the browser asks the API for the product.
    await card.locator(`a[href="/products/${id}"]`).first().click()
    await page.waitForURL(`**/products/${id}`)
    await waitForHydration(page)
    await expect.poll(() => page.locator('h1').textContent()).toBe(product.name)

    await page.getByRole('button', { name: 'Add to cart' }).click()
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' })
    await drawer.waitFor()
    expect(await drawer.getByText(product.name).count()).toBeGreaterThan(0)
    await page.waitForTimeout(400) // the drawer's slide-in
    await page.screenshot({ path: screenshotPath('product-cart-open-desktop') })

    const productCalls = watchProductCalls(page, id)
    await reload(page)
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toContain('1')
    // After the reload the server's data is hydrated: the browser never asks for the product itself.
    expect(productCalls).toEqual([])

    // Away to the product's category and back: the page renders again in the browser.
    await page.getByRole('link', { name: product.category.name, exact: true }).first().click()
    await page.waitForURL(`**/products?referenceId=${product.category.id}`)
    await page.goBack()
    await page.waitForURL(`**/products/${id}`)
    await expect.poll(() => page.locator('h1').textContent()).toBe(product.name)
    await page.close()
  })

  it.each(Object.entries(VIEWPORTS))(
    'pictures, tabs and related products of a supplement (%s)',
    async (name, viewport) => {
      const product = await supplementWithFacts()
      const page = await browser.newPage({ viewport })
      const failures: string[] = []
      page.on('response', (response) => {
        if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`)
      })
      const productCalls = watchProductCalls(page, product.id)
      await open(page, `/products/${product.id}`)

      // Thumbnails jump to a picture: the third one comes into the large view.
      const third = page.getByRole('button', { name: 'Show image 3 of 3' })
      await third.click()
      await expect.poll(() => third.getAttribute('aria-pressed')).toBe('true')
      const thirdImage = page.locator(`[data-testid="gallery-carousel"] img`).nth(2)
      await expect
        .poll(async () => {
          const frame = await page.getByTestId('gallery-carousel').boundingBox()
          const box = await thirdImage.boundingBox()
          return frame && box ? Math.abs(box.x - frame.x) < 4 : false
        })
        .toBe(true)

      // Long descriptions are cut with '...' and open with 'Read more'.
      const description = page.getByTestId('product-description')
      expect(await description.textContent()).toMatch(/\.\.\.$/)
      await page.getByRole('button', { name: 'Read more' }).click()
      expect(await description.textContent()).not.toMatch(/\.\.\.$/)

      // Tabs, by mouse and by keyboard.
      await page.getByRole('tab', { name: 'Supplement Facts' }).click()
      await expect.poll(() => page.getByTestId('supplement-facts').isVisible()).toBe(true)
      expect(await page.getByTestId('supplement-facts').textContent()).toContain('Serving size')
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => page.getByTestId('review-list').isVisible()).toBe(true)
      expect(await page.getByTestId('supplement-facts').isVisible()).toBe(false)
      await page.keyboard.press('ArrowLeft')

      // Related products load when their section scrolls near.
      await page.getByRole('heading', { name: 'YOU MAY ALSO LIKE' }).scrollIntoViewIfNeeded()
      const related = page.locator('[data-testid="related-carousel"] article[data-product-id]')
      await expect.poll(() => related.count(), { timeout: 10_000 }).toBeGreaterThan(3)
      const relatedIds = await related.evaluateAll((cards) =>
        cards.map((card) => Number(card.getAttribute('data-product-id'))),
      )
      expect(relatedIds).not.toContain(product.id)

      expect(productCalls).toEqual([])
      expect(failures).toEqual([])
      await page.evaluate(() => window.scrollTo(0, 0))
      await screenshot(page, `product-supplement-facts-${name}`)
      await page.getByRole('button', { name: 'Add to cart' }).click()
      await page.getByRole('dialog', { name: 'Shopping Cart' }).waitFor()
      await page.waitForTimeout(400) // the drawer's slide-in
      await page.screenshot({ path: screenshotPath(`product-cart-drawer-${name}`) })
      await page.close()
    },
  )

  it('gives a browser that asks to save data small pictures and a still gallery (Save-Data: on)', async () => {
    const product = await supplementWithFacts()
    const [large, , third] = product.images
    const address = `${baseUrl()}/products/${product.id}`
    const html = await fetch(address, { headers: { 'save-data': 'on' } })
    expect(html.headers.get('vary')).toMatch(/save-data/i)

    const context = await browser.newContext({
      viewport: VIEWPORTS.phone,
      extraHTTPHeaders: { 'Save-Data': 'on' },
    })
    const page = await context.newPage()
    const pictures: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname)
    })
    await page.goto(address)
    await waitForHydration(page)
    const view = page.getByRole('region', { name: 'Product images' }).locator('img').first()
    expect(await view.getAttribute('src')).toBe(large?.urls.thumbnail)
    // Hydrated and given time to start one, the gallery stays the still picture.
    await page.waitForTimeout(1500)
    expect(await page.getByTestId('gallery-carousel').count()).toBe(0)
    expect(pictures).not.toContain(large?.urls.public)
    // A thumbnail still shows its picture, small.
    await page.getByRole('button', { name: 'Show image 3 of 3' }).click()
    await expect.poll(() => view.getAttribute('src')).toBe(third?.urls.thumbnail)
    await context.close()
  })

  it("answers 404 with 'Page not found...' for a missing or malformed product", async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone })
    for (const path of ['/products/999999', '/products/abc']) {
      const response = await open(page, path)
      expect(response?.status(), path).toBe(404)
      await expect.poll(() => page.getByText('Page not found...').count()).toBe(1)
    }
    await page.close()
  })
})

function screenshotPath(name: string) {
  return new URL(`../../../screenshots/${name}.png`, import.meta.url).pathname
}
