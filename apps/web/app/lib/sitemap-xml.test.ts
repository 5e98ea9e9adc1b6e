import { describe, expect, it } from 'vitest'
import { sitemapIndexXml, urlSetXml } from './sitemap-xml.ts'

describe('sitemap XML', () => {
  it('writes a url set with lastmod only where known, escaping addresses', () => {
    const xml = urlSetXml([
      { loc: 'https://kyanma.shop/products/1', lastmod: '2026-11-22T10:00:00Z' },
      { loc: 'https://kyanma.shop/a?b=1&c=2' },
    ])
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true)
    expect(xml).toContain(
      '<url><loc>https://kyanma.shop/products/1</loc><lastmod>2026-11-22T10:00:00Z</lastmod></url>',
    )
    expect(xml).toContain('<url><loc>https://kyanma.shop/a?b=1&#38;c=2</loc></url>')
  })

  it('writes an index of sitemaps', () => {
    const xml = sitemapIndexXml([{ loc: 'https://kyanma.shop/sitemap.xml?part=pages' }])
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain(
      '<sitemap><loc>https://kyanma.shop/sitemap.xml?part=pages</loc></sitemap>',
    )
  })
})
