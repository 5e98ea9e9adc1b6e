import type { Product } from '@kyanma/shared'
import { CART_STORAGE_KEY } from '@kyanma/shared'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loaderCache, pageWithLoaderData, renderInApp } from '#test/render.tsx'
import { cart, reloadCartFromStorage } from '../features/cart/cart-store.ts'
import { CartButton } from '../features/cart/components/cart-button.tsx'
import { productQuery } from '../features/product/api/get-product.ts'
import { reviewsQuery } from '../features/product/api/get-reviews.ts'
import { productHead } from '../features/product/product-head.ts'
import { productFixture, stubApi } from '../features/product/test/product-fixture.ts'
import { loadAllTexts } from '../locales/texts-registry.ts'
import ProductDetail from './product-detail.tsx'

/** The route as the loader leaves it: product and first reviews already in the cache. */
function renderRoute(product: Product, url = '/') {
  const dehydratedState = loaderCache([
    [productQuery(product.id).queryKey, product],
    [
      reviewsQuery(product.id).queryKey,
      { pages: [{ data: [], total: 0, pageSize: 10 }], pageParams: [0] },
    ],
  ])
  const loaderData = { id: product.id, head: productHead(product), dehydratedState }
  return renderInApp(
    <>
      <CartButton />
      {pageWithLoaderData(ProductDetail, loaderData)}
    </>,
    { url },
  )
}

describe('product page', () => {
  afterEach(() => vi.unstubAllGlobals())
  beforeEach(() => {
    // Related products load when scrolled near; these tests never get there.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    )
    // The test's QueryClient keeps nothing fresh, so the page refreshes its data in the background.
    stubApi({
      '/api/public/products/7': productFixture(),
      '/api/public/products/7/reviews': { data: [], total: 0, pageSize: 10 },
    })
    act(() => {
      cart.closeDrawer()
      reloadCartFromStorage()
    })
  })

  it("'Add to cart' puts one unit in the cart and opens the drawer", async () => {
    const user = userEvent.setup()
    renderRoute(productFixture())
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Oceanic Omega Vitamin C 1000 mg, 60 Tablets',
    )
    expect(screen.getByTestId('product-price').textContent).toBe('12,500 Ks')
    await user.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByText('Shopping Cart')).toBeTruthy()
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toMatchObject([
      { id: 7, quantity: 1 },
    ])
    expect(screen.getByTestId('cart-badge').textContent).toContain('1')
  })

  it('cannot add a product that is out of stock', () => {
    renderRoute(productFixture({ inStock: false, stock: 0 }))
    expect(screen.getByRole('button', { name: 'Add to cart' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByText('Out of stock')).toBeTruthy()
  })

  it('shows the rating out of 10, the review count, the price before the sale, brand and category links', () => {
    renderRoute(productFixture())
    expect(screen.getByRole('img', { name: 'Rated 7.8 out of 10' })).toBeTruthy()
    expect(screen.getByText('(12 reviews)')).toBeTruthy()
    // On sale: the old price struck through, and named for screen readers.
    expect(screen.getByText('Price before the sale:').parentElement?.textContent).toBe(
      'Price before the sale: 15,000 Ks',
    )
    expect(screen.getByRole('link', { name: 'Oceanic Omega' }).getAttribute('href')).toBe(
      '/products?type=BRAND&referenceId=3',
    )
    expect(screen.getByRole('link', { name: 'Vitamins' }).getAttribute('href')).toBe(
      '/products?referenceId=20',
    )
  })

  it('notes prescription products and hides the count when there are no reviews', () => {
    renderRoute(productFixture({ needAttachment: true, totalReviews: 0, avgStars: 0 }))
    expect(screen.getAllByText('Prescription').length).toBeGreaterThan(0)
    expect(screen.getByText('No reviews yet')).toBeTruthy()
    expect(screen.queryByText(/reviews\)/)).toBeNull()
  })

  it('jumps to an image from its thumbnail; one image shows no controls', async () => {
    const user = userEvent.setup()
    const { unmount } = renderRoute(productFixture())
    const second = screen.getByRole('button', { name: 'Show image 2 of 2' })
    await user.click(second)
    expect(second.getAttribute('aria-pressed')).toBe('true')
    unmount()
    const single = productFixture()
    renderRoute({ ...single, images: single.images.slice(0, 1) })
    expect(screen.queryByRole('button', { name: /Show image/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull()
  })

  it('under /my marks the description sent in English with lang="en", only it', async () => {
    await loadAllTexts()
    const english = productFixture()
    const burmese: Product = {
      ...english,
      name: 'ဗီတာမင် စီ ၁၀၀၀ မီလီဂရမ်',
      englishFields: ['description'],
      category: { ...english.category, name: 'ဗီတာမင်များ' },
    }
    renderRoute(burmese, '/my/products/7')
    expect(screen.getByTestId('product-description').getAttribute('lang')).toBe('en')
    expect(screen.getByRole('heading', { level: 1 }).hasAttribute('lang')).toBe(false)
    expect(screen.getByRole('link', { name: 'ဗီတာမင်များ' }).hasAttribute('lang')).toBe(false)
    // Supplement facts are English only, marked as such on their own (product-detail-tabs test).
    const marked = [...document.body.querySelectorAll('[lang]')].filter(
      (element) => !element.closest('[data-testid="supplement-facts"]'),
    )
    expect(marked).toEqual([screen.getByTestId('product-description')])
  })

  it('marks an English brand name, and none on an English page', async () => {
    await loadAllTexts()
    const english = productFixture()
    const brand = english.brand && { ...english.brand, englishFields: ['name'] }
    const { unmount } = renderRoute({ ...english, brand }, '/my/products/7')
    expect(screen.getByRole('link', { name: 'Oceanic Omega' }).getAttribute('lang')).toBe('en')
    unmount()
    renderRoute(english)
    expect(document.body.querySelector('[lang]')).toBeNull()
  })

  it('keeps with a cart line the language of its names', async () => {
    const user = userEvent.setup()
    renderRoute(productFixture())
    await user.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toMatchObject([
      { id: 7, language: 'en', category: { language: 'en' } },
    ])
  })
})
