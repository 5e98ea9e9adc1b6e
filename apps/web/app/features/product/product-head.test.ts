import { describe, expect, it } from 'vitest'
import { metaDescription, productHead, productSeo } from './product-head.ts'
import { productFixture } from './test/product-fixture.ts'

const origin = 'https://kyanma.shop'

describe('product head', () => {
  it('describes the product to search engines as schema.org Product', () => {
    const seo = productSeo(productHead(productFixture()), `${origin}/products/7`, origin)
    expect(seo).toMatchObject({
      title: 'Oceanic Omega Vitamin C 1000 mg, 60 Tablets',
      description: 'Supports the immune system.',
      image: '/media/products/p0007-1-800.webp',
      type: 'product',
    })
    expect(seo.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Oceanic Omega Vitamin C 1000 mg, 60 Tablets',
      image: [`${origin}/media/products/p0007-1-800.webp`],
      description: 'Supports the immune system.',
      sku: '7',
      brand: { '@type': 'Brand', name: 'Oceanic Omega' },
      category: 'Vitamins',
      offers: {
        '@type': 'Offer',
        price: 12_500,
        priceCurrency: 'MMK',
        availability: 'https://schema.org/InStock',
        url: `${origin}/products/7`,
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 7.8,
        bestRating: 10,
        worstRating: 0,
        reviewCount: 12,
      },
    })
  })

  it('leaves out the rating without reviews and says when it is sold out', () => {
    const product = productFixture({ totalReviews: 0, avgStars: 0, inStock: false })
    const { jsonLd } = productSeo(productHead(product), `${origin}/products/7`, origin)
    expect(jsonLd).not.toHaveProperty('aggregateRating')
    expect(jsonLd?.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' })
  })

  it('cuts the description to about 155 characters of text at a word', () => {
    const html = `<p>${'Supports the immune system every day. '.repeat(10)}</p>`
    const text = metaDescription(html)
    expect(text.length).toBeLessThanOrEqual(155)
    expect(text.endsWith('...')).toBe(true)
    expect(text).not.toMatch(/<|>/)
    expect(metaDescription('<p>Short &amp; clear.</p>')).toBe('Short & clear.')
  })
})
