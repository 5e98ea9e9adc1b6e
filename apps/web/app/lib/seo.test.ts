import { beforeAll, describe, expect, it } from 'vitest'
import { auth as authEnglish } from '../locales/en/auth.ts'
import { loadAllTexts } from '../locales/texts-registry.ts'
import { DEFAULT_IMAGE, personalPageMeta, seoMeta } from './seo.ts'
import { textsIn } from './texts.ts'

const args = (pathname: string, search = '') => ({
  location: { pathname, search },
  matches: [{ id: 'root', loaderData: { publicUrl: 'https://kyanma.shop' } }],
})

const content = (tags: ReturnType<typeof seoMeta>, key: string, name: string) =>
  (tags.find((tag) => (tag as Record<string, unknown>)[key] === name) as { content?: string })
    ?.content

describe('seoMeta', () => {
  it('names the page, its address on the public host and the shop picture by default', () => {
    const tags = seoMeta(args('/about'), { title: 'About Us', description: 'Who we are.' })
    expect(tags).toContainEqual({ title: 'About Us | Kyanma' })
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://kyanma.shop/about',
    })
    expect(content(tags, 'property', 'og:image')).toBe(`https://kyanma.shop${DEFAULT_IMAGE.url}`)
    expect(content(tags, 'property', 'og:image:width')).toBe('1200')
    expect(content(tags, 'name', 'twitter:card')).toBe('summary_large_image')
    expect(tags.some((tag) => 'name' in tag && tag.name === 'robots')).toBe(false)
  })

  it('keeps only the named parameters in the canonical address', () => {
    const tags = seoMeta(
      args('/products', '?referenceId=6&page=2&utm_source=x'),
      { title: 'Products', description: 'All products.' },
      ['referenceId'],
    )
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://kyanma.shop/products?referenceId=6',
    })
  })

  it("uses the page's own picture, absolute as given or on the public host", () => {
    const own = seoMeta(args('/products/7'), {
      title: 'Vitamin C',
      description: 'x',
      image: '/media/products/p7-800.webp',
    })
    expect(content(own, 'property', 'og:image')).toBe(
      'https://kyanma.shop/media/products/p7-800.webp',
    )
    expect(content(own, 'property', 'og:image:width')).toBeUndefined()
    const absolute = seoMeta(args('/'), {
      title: 'x',
      description: 'x',
      image: 'https://cdn.example/p.webp',
    })
    expect(content(absolute, 'property', 'og:image')).toBe('https://cdn.example/p.webp')
  })

  it('shortens long descriptions and folds their white space', () => {
    const tags = seoMeta(args('/'), { title: 'x', description: `A  long\n${'word '.repeat(60)}` })
    const description = content(tags, 'name', 'description') ?? ''
    expect(description.startsWith('A long word')).toBe(true)
    expect(description.length).toBeLessThanOrEqual(163)
    expect(description.endsWith('...')).toBe(true)
  })

  it('marks pages that must stay out of search results, and carries JSON-LD', () => {
    const jsonLd = { '@context': 'https://schema.org', '@type': 'Product', name: 'x' }
    const tags = seoMeta(args('/search-results'), {
      title: 'x',
      description: 'x',
      noindex: true,
      jsonLd,
    })
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(tags).toContainEqual({ 'script:ld+json': jsonLd })
  })
})

describe('seoMeta on a Burmese page', () => {
  // As the server does before its first page: a translation still loading when the test ends
  // would load after the test environment is gone.
  beforeAll(() => loadAllTexts())

  it("names the shop in the page's language and marks the page my_MM", () => {
    const tags = seoMeta(args('/my/about'), { title: 'ကျွန်ုပ်တို့အကြောင်း', description: 'x' })
    const shopName = textsIn('my').shopName
    expect(tags).toContainEqual({ title: `ကျွန်ုပ်တို့အကြောင်း | ${shopName}` })
    expect(content(tags, 'property', 'og:site_name')).toBe(shopName)
    expect(content(tags, 'property', 'og:locale')).toBe('my_MM')
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://kyanma.shop/my/about',
    })
  })
})

describe('personalPageMeta', () => {
  beforeAll(() => loadAllTexts())

  it("titles and describes the page in the address's language, and keeps it out of search", () => {
    for (const [pathname, language] of [
      ['/auth/login', 'en'],
      ['/my/auth/login', 'my'],
    ] as const) {
      const tags = personalPageMeta(args(pathname), 'login', authEnglish, (t) => t.meta.login)
      const { pages, shopName } = textsIn(language)
      expect(tags).toContainEqual({ title: `${pages.login} | ${shopName}` })
      expect(content(tags, 'name', 'description')).toBe(textsIn(language, authEnglish).meta.login)
      expect(content(tags, 'name', 'robots')).toContain('noindex')
    }
  })
})
