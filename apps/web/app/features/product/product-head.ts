import { displayPrice, htmlText, type Product } from '@kyanma/shared'
import type { PageSeo } from '#app/lib/seo.ts'

/** The few facts the page's <head> needs, small enough to travel in the loader's answer. */
export interface ProductHead {
  id: number
  name: string
  description: string
  image?: string
  price?: number
  inStock: boolean
  brand?: string
  category: string
  avgStars: number
  totalReviews: number
}

/** Search engines show about 155 characters; cut at a word and add '...'. */
export const META_DESCRIPTION_LENGTH = 155

export function metaDescription(html: string): string {
  const text = htmlText(html)
  if (text.length <= META_DESCRIPTION_LENGTH) return text
  const room = text.slice(0, META_DESCRIPTION_LENGTH - 3)
  const lastSpace = room.lastIndexOf(' ')
  return `${(lastSpace > 100 ? room.slice(0, lastSpace) : room).replace(/[\s,.;:]+$/, '')}...`
}

export function productHead(product: Product): ProductHead {
  return {
    id: product.id,
    name: product.name,
    description: metaDescription(product.description) || product.name,
    image: product.images[0]?.urls.public,
    price: displayPrice(product),
    inStock: product.inStock,
    brand: product.brand?.name,
    category: product.category.name,
    avgStars: product.avgStars,
    totalReviews: product.totalReviews,
  }
}

/** Title, description, picture and schema.org Product data for seoMeta (lib/seo.ts). */
export function productSeo(head: ProductHead, pageUrl: string, origin: string): PageSeo {
  const image = head.image && !/^https?:/.test(head.image) ? `${origin}${head.image}` : head.image
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: head.name,
    ...(image && { image: [image] }),
    description: head.description,
    sku: String(head.id),
    ...(head.brand && { brand: { '@type': 'Brand', name: head.brand } }),
    category: head.category,
    ...(head.price !== undefined && {
      offers: {
        '@type': 'Offer',
        price: head.price,
        priceCurrency: 'MMK',
        availability: `https://schema.org/${head.inStock ? 'InStock' : 'OutOfStock'}`,
        url: pageUrl,
      },
    }),
    ...(head.totalReviews > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: head.avgStars,
        bestRating: 10,
        worstRating: 0,
        reviewCount: head.totalReviews,
      },
    }),
  }
  return {
    title: head.name,
    description: head.description,
    ...(head.image && { image: head.image }),
    type: 'product',
    jsonLd,
  }
}
