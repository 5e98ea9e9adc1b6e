import { formatKs } from '@kyanma/shared'
import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { productFixture } from '../test/product-fixture.ts'
import { ProductGallery } from './product-gallery.tsx'
import { ProductSummary } from './product-summary.tsx'

beforeAll(() => loadAllTexts())

const renderSummary = (url: string) =>
  renderInApp(
    <>
      <ProductGallery images={productFixture().images} name="Vitamin C" />
      <ProductSummary product={productFixture()} onAddToCart={() => {}} />
    </>,
    { url },
  )

describe('product summary in the page language', () => {
  it('prices in Ks and rates out of 10 at the spec paths', () => {
    renderSummary('/products/7')
    expect(screen.getByTestId('product-price').textContent).toBe('12,500 Ks')
    expect(screen.getByText('7.8 / 10')).toBeTruthy()
    expect(screen.getByText('(12 reviews)')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy()
  })

  it('prices in kyat, rates and counts in Myanmar digits, and speaks Burmese under /my', () => {
    renderSummary('/my/products/7')
    expect(screen.getByTestId('product-price').textContent).toBe(formatKs(12_500, 'my'))
    expect(screen.getByText('၁၅,၀၀၀ ကျပ်', { exact: false })).toBeTruthy()
    expect(screen.getByText('၇.၈ / ၁၀')).toBeTruthy()
    expect(screen.getByText('(သုံးသပ်ချက် ၁၂ ခု)')).toBeTruthy()
    expect(screen.getByRole('img', { name: '၁၀ မှတ်အနက် ၇.၈ မှတ် ရရှိထားသည်' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'ခြင်းထဲထည့်မည်' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull()
    expect(screen.getByRole('region', { name: 'ကုန်ပစ္စည်း ပုံများ' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Oceanic Omega' }).getAttribute('href')).toMatch(
      /^\/my\//,
    )
  })
})
