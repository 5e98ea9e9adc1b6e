import { expect, it } from 'vitest'
import { baseUrl, describeInBrowser, screenshot, VIEWPORTS } from './support/browser.ts'
import { open } from './support/shop.ts'

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl()}${path}`, { headers })

/** The page's <head> as the server sends it, without running any script. */
async function headOf(path: string) {
  const html = await (await get(path)).text()
  const head = html.slice(0, html.indexOf('</head>'))
  const meta = (attribute: string, name: string) =>
    head.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`))?.[1]
  return {
    html,
    title: head.match(/<title>([^<]*)<\/title>/)?.[1],
    description: meta('name', 'description'),
    canonical: head.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    ogImage: meta('property', 'og:image'),
    preloads: [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]),
  }
}

async function firstProductId() {
  const response = await fetch(`${baseUrl()}/api/public/products/DEFAULT?size=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })
  return ((await response.json()) as { data: { id: number }[] }).data[0]?.id
}

describeInBrowser('search engines and slow phones', (browser) => {
  it('serves /robots.txt: everything but personal pages and the API, and the sitemap', async () => {
    const response = await get('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await response.text()
    expect(text).toContain('User-agent: *')
    for (const path of ['/auth/', '/profile', '/orders', '/favourites', '/api/']) {
      expect(text).toContain(`Disallow: ${path}\n`)
    }
    expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m)
  })

  it('serves /sitemap.xml: an index whose parts list the fixed pages and every product', async () => {
    const index = await get('/sitemap.xml')
    expect(index.status).toBe(200)
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/)
    const indexXml = await index.text()
    expect(indexXml).toContain('<sitemapindex')
    const parts = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? ''))
    const partNames = parts.map((url) => url.searchParams.get('part'))
    expect(partNames).toEqual(['pages', 'products-1', 'articles-1', 'announcements-1'])

    const pages = await (await get('/sitemap.xml?part=pages')).text()
    expect(pages).toMatch(/<loc>https?:\/\/[^<]+\/<\/loc>/)
    expect(pages).toContain('/brands</loc>')

    const productId = await firstProductId()
    const products = await get('/sitemap.xml?part=products-1', { 'accept-encoding': 'br' })
    expect(products.headers.get('content-encoding')).toBe('br')
    const productsXml = await products.text()
    expect(productsXml).toContain('<urlset')
    expect(productsXml).toMatch(
      new RegExp(`<url><loc>[^<]+/products/${productId}</loc><lastmod>\\d{4}-`),
    )
    expect((await get('/sitemap.xml?part=products-99')).status).toBe(404)
    expect((await get('/sitemap.xml?part=nothing')).status).toBe(404)
  })

  it('sends a page with its title, description, canonical link and preview image', async () => {
    const head = await headOf('/about')
    expect(head.title).toBe('About Us | Kyanma')
    expect(head.description?.length).toBeGreaterThan(20)
    expect(head.canonical).toMatch(/^https?:\/\/[^/]+\/about$/)
    expect(head.ogImage).toMatch(/^https?:\/\/[^/]+\/og-image\.png$/)
    const image = await fetch(head.ogImage?.replace(/^https?:\/\/[^/]+/, baseUrl()) ?? '')
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
  })

  it('compresses pages and scripts, and keeps hashed files cached for a year', async () => {
    const page = await get('/', { 'accept-encoding': 'gzip, deflate, br' })
    expect(page.headers.get('content-encoding')).toBe('br')
    expect(page.headers.get('vary')).toMatch(/accept-encoding/i)
    const gzipOnly = await get('/', { 'accept-encoding': 'gzip' })
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip')
    expect(await gzipOnly.text()).toContain('</html>')
    const plain = await get('/', { 'accept-encoding': 'identity' })
    expect(plain.headers.get('content-encoding')).toBeNull()

    // Named in the script that starts the page's scripts after its first paint (decision 060).
    const script = (await plain.text()).match(/"(\/assets\/framework-[^"]+\.js)"/)?.[1]
    expect(script).toBeDefined()
    const asset = await get(script ?? '', { 'accept-encoding': 'br' })
    expect(asset.headers.get('content-encoding')).toBe('br')
    expect(asset.headers.get('cache-control')).toContain('immutable')
    const favicon = await get('/favicon.svg')
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600')
    // Browsers and crawlers ask for /favicon.ico whatever the page links.
    const ico = await get('/favicon.ico')
    expect(ico.status).toBe(200)
    expect(ico.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
  })

  it('gives product pictures both sizes and a fixed box', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone })
    await open(page, '/')
    const images = await page.locator('article[data-product-id] img').evaluateAll((nodes) =>
      nodes.map((node) => {
        const img = node as HTMLImageElement
        return {
          srcset: img.srcset,
          sizes: img.sizes,
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.loading,
          box: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
        }
      }),
    )
    expect(images.length).toBeGreaterThanOrEqual(8)
    for (const image of images) {
      expect(image.srcset).toMatch(/-320\.webp 320w, .*-800\.webp 800w$/)
      expect(image.sizes).toContain('50vw')
      expect(Number(image.width)).toBeGreaterThan(0)
      expect(Number(image.height)).toBeGreaterThan(0)
      expect(['eager', 'lazy']).toContain(image.loading)
      expect(image.box).toBeCloseTo(1, 1)
    }
    // Cards below the first screen wait until they are scrolled near.
    expect(images.at(-1)?.loading).toBe('lazy')
    await page.close()
  })

  it('opens the small-screen menu with the category list', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone })
    await open(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog')
    await expect.poll(() => menu.getByRole('link', { name: 'Skincare' }).count()).toBe(1)
    await screenshot(page, 'menu-phone')
    await menu.getByRole('link', { name: 'Skincare' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('referenceId')).toBe('117')
    await page.close()
  })

  it.each([
    ['/about', 'desktop'],
    ['/auth/login', 'phone'],
  ] as const)('styles %s with the Mantine styles its components bring (%s)', async (path, size) => {
    const page = await browser.newPage({ viewport: VIEWPORTS[size] })
    await open(page, `${path}`)
    // A Mantine button gets its look only from its own stylesheet (vite-plugins/mantine-css.ts).
    const button = page.locator('.mantine-Button-root, [class*="m_77c9d27d"]').first()
    const radius = await button.evaluate((node) => getComputedStyle(node).borderTopLeftRadius)
    expect(radius).not.toBe('0px')
    await screenshot(page, `styles${path.replaceAll('/', '-')}-${size}`)
    await page.close()
  })

  it('links each product card to its page', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await open(page, '/')
    const card = page.locator('article[data-product-id]').first()
    const id = await card.getAttribute('data-product-id')
    await card.click()
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/products/${id}`)
    await page.close()
  })
})
