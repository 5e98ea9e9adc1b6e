import { screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInApp } from '../../../../../test/render.tsx'
import { loadAllTexts } from '../../../../locales/texts-registry.ts'
import { parseListingParams } from '../../listing-params.ts'
import { ListingHeading } from './listing-heading.tsx'

beforeAll(() => loadAllTexts())
// The breadcrumb asks for the main categories; none are needed here.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: [] })),
  )
})
afterEach(() => vi.unstubAllGlobals())

const searchState = parseListingParams(new URLSearchParams('filter=zinc'))

describe('listing heading in the page language', () => {
  it('counts the products in English at /products', () => {
    renderInApp(<ListingHeading state={searchState} total={1234} />, {
      url: '/products?filter=zinc',
    })
    expect(screen.getByRole('heading', { name: 'Featured Products' })).toBeTruthy()
    expect(screen.getByText('1,234 products found')).toBeTruthy()
  })

  it('counts them in Myanmar digits and links the Burmese search results under /my', () => {
    renderInApp(<ListingHeading state={searchState} total={1234} />, {
      url: '/my/products?filter=zinc',
    })
    expect(screen.getByRole('heading', { name: 'အထူးရွေးချယ်ထားသော ကုန်ပစ္စည်းများ' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Featured Products' })).toBeNull()
    expect(screen.getByText('ကုန်ပစ္စည်း ၁,၂၃၄ မျိုး တွေ့ရှိပါသည်')).toBeTruthy()
    expect(
      screen
        .getByRole('link', { name: 'ကိုက်ညီသော သတင်း၊ အမှတ်တံဆိပ်နှင့် အမျိုးအစားများကိုလည်း ကြည့်ရန်' })
        .getAttribute('href'),
    ).toBe('/my/search-results?filter=zinc')
  })
})
