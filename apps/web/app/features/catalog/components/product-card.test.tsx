import type { ProductSummary } from '@kyanma/shared'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { ProductCard } from './product-card.tsx'

const product: ProductSummary = {
  id: 42,
  name: 'Vitamin C 1000 mg Tablets',
  images: [
    {
      id: 1,
      urls: { public: '/media/p42-800.webp', thumbnail: '/media/p42-320.webp' },
      width: 800,
      height: 800,
      alt: '',
    },
  ],
  productPricings: [
    { customerType: 'RETAIL_SALE', pricePerUnit: 12_500, originalPricePerUnit: 15_000 },
  ],
  brand: { id: 1, name: 'Oceanic' },
  category: { id: 20, name: 'Vitamins' },
  avgStars: 8,
  totalReviews: 3,
  potency: 1000,
  potencyUnit: 'mg',
  tabletCount: 100,
  packageQty: 100,
  unitForm: 'tablets',
  shippingWeight: 0.2,
  needAttachment: false,
  inStock: true,
  isFlashSale: true,
  isFavorite: false,
}

const picture = () => screen.getByRole('img') as HTMLImageElement

describe('ProductCard', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove()
  })

  it('links its short name to the product and shows the sale price before the old one', async () => {
    const { router } = renderInApp(<ProductCard product={product} />)
    const link = screen.getByRole('link', { name: 'Vitamin C 1000 mg Ta...' })
    expect(link.getAttribute('href')).toBe('/products/42')
    expect(screen.getByText('12,500 Ks')).toBeTruthy()
    expect(screen.getByText('15,000 Ks').tagName).toBe('S')
    link.click()
    expect(router.state.location.pathname).toBe('/products/42')
  })

  it('offers both sizes of the picture in a fixed box, loaded when scrolled near', () => {
    renderInApp(<ProductCard product={product} />)
    expect(picture().getAttribute('srcset')).toBe(
      '/media/p42-320.webp 320w, /media/p42-800.webp 800w',
    )
    expect(picture().getAttribute('sizes')).toBe('(min-width: 62em) 265px, calc(50vw - 24px)')
    expect(picture().getAttribute('width')).toBe('800')
    expect(picture().getAttribute('height')).toBe('800')
    expect(picture().getAttribute('loading')).toBe('lazy')
    expect(picture().getAttribute('alt')).toBe(product.name)
  })

  it('reads its picture with the alt the answer gives (in the page language, decision 039)', () => {
    const described = {
      ...product,
      images: product.images.map((image) => ({ ...image, alt: 'An orange bottle on a shelf' })),
    }
    renderInApp(<ProductCard product={described} />)
    expect(picture().getAttribute('alt')).toBe('An orange bottle on a shelf')
  })

  it('loads a first-screen picture at once, and preloads the priority one', () => {
    const { unmount } = renderInApp(<ProductCard product={product} eager />)
    expect(picture().getAttribute('loading')).toBe('eager')
    expect(picture().getAttribute('fetchpriority')).toBeNull()
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull()
    unmount()

    renderInApp(<ProductCard product={product} priority sizes="100vw" />)
    expect(picture().getAttribute('loading')).toBe('eager')
    expect(picture().getAttribute('fetchpriority')).toBe('high')
    expect(picture().getAttribute('sizes')).toBe('100vw')
    const preload = document.head.querySelector('link[rel="preload"][as="image"]')
    expect(preload?.getAttribute('fetchpriority')).toBe('high')
    expect(preload?.getAttribute('imagesrcset')).toContain('800w')
  })
})

describe('ProductCard favourite heart', () => {
  it('leads a visitor to sign in, and shows a favourite filled', () => {
    const { unmount } = renderInApp(<ProductCard product={product} />)
    const heart = screen.getByRole('link', { name: 'Add to favourites' })
    expect(heart.getAttribute('href')).toBe('/auth/login')
    unmount()
    renderInApp(<ProductCard product={{ ...product, isFavorite: true }} />)
    expect(screen.getByRole('link', { name: 'Remove from favourites' }).dataset.favorite).toBe(
      'true',
    )
  })

  it("shows the name cut at 20 characters and the product's own label", () => {
    renderInApp(<ProductCard product={product} />)
    expect(screen.getByRole('link', { name: 'Vitamin C 1000 mg Ta...' }).getAttribute('href')).toBe(
      '/products/42',
    )
    expect(screen.getByText('1000 mg, 100 tablets')).toBeTruthy()
    expect(screen.getByText('12,500 Ks')).toBeTruthy()
  })

  it('shows prices in kyat and the strength in Myanmar digits under /my', async () => {
    await loadAllTexts()
    renderInApp(<ProductCard product={{ ...product, inStock: false }} />, { url: '/my' })
    expect(screen.getByText('၁၂,၅၀၀ ကျပ်')).toBeTruthy()
    expect(screen.getByText('၁၅,၀၀၀ ကျပ်').tagName).toBe('S')
    expect(screen.getByText('၁၀၀၀ mg, ၁၀၀ ပြား')).toBeTruthy()
    expect(screen.queryByText('12,500 Ks')).toBeNull()
    expect(screen.getByText('ပစ္စည်းပြတ်နေပါသည်')).toBeTruthy()
    expect(screen.queryByText('Out of stock')).toBeNull()
    expect(screen.getByRole('link', { name: /Vitamin C/ }).getAttribute('href')).toBe(
      '/my/products/42',
    )
  })

  it('marks a name sent in English on a Burmese page with lang="en", and nothing else', async () => {
    await loadAllTexts()
    const burmese = { ...product, name: 'ဗီတာမင် စီ', englishFields: ['description'] }
    const { unmount } = renderInApp(<ProductCard product={burmese} />, { url: '/my' })
    expect(document.querySelector('[lang]')).toBeNull()
    unmount()
    renderInApp(<ProductCard product={{ ...product, englishFields: ['name'] }} />, { url: '/my' })
    const name = screen.getByRole('link', { name: /Vitamin C/ }).closest('p')
    expect(name?.getAttribute('lang')).toBe('en')
    expect(document.querySelectorAll('[lang]')).toHaveLength(1)
  })

  it('puts no lang on an English page', () => {
    renderInApp(<ProductCard product={product} />)
    expect(document.querySelector('[lang]')).toBeNull()
  })
})
