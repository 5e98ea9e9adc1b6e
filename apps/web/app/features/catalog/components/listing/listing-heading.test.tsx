import { screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseListingParams } from '#app/features/catalog/listing-params.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
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

  it('marks a category name sent in English in the breadcrumb, and only it', async () => {
    const mains = [
      { id: 20, name: 'Vitamins', parentId: 2, image: null, englishFields: ['name'] },
      { id: 21, name: 'ဆေးဝါး', parentId: 2, image: null },
    ]
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        Response.json({ data: String(url).includes('/primary/2/') ? mains : [] }),
      ),
    )
    const state = parseListingParams(new URLSearchParams('referenceId=20'))
    renderInApp(<ListingHeading state={state} total={3} />, { url: '/my/products?referenceId=20' })
    const crumb = await screen.findByText('Vitamins')
    expect(crumb.getAttribute('lang')).toBe('en')
    expect(document.body.querySelectorAll('[lang]')).toHaveLength(1)
  })

  it('puts no lang on an English page', async () => {
    const mains = [{ id: 20, name: 'Vitamins', parentId: 2, image: null }]
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: mains })),
    )
    const state = parseListingParams(new URLSearchParams('referenceId=20'))
    renderInApp(<ListingHeading state={state} total={3} />, { url: '/products?referenceId=20' })
    await screen.findByText('Vitamins')
    expect(document.body.querySelector('[lang]')).toBeNull()
  })

  it('finds a sub-category among every main category when none is known to hold it', async () => {
    const mains = [
      { id: 20, name: 'Vitamins', parentId: 2, image: null },
      { id: 21, name: 'Minerals', parentId: 2, image: null },
    ]
    const childrenOf: Record<string, object[]> = {
      '2': mains,
      '20': [{ id: 30, name: 'Vitamin C', parentId: 20, image: null }],
      '21': [{ id: 31, name: 'Zinc', parentId: 21, image: null }],
    }
    const fetch = vi.fn(async (url: string) =>
      Response.json({ data: childrenOf[/\/primary\/(\d+)\//.exec(String(url))?.[1] ?? ''] ?? [] }),
    )
    vi.stubGlobal('fetch', fetch)
    const state = parseListingParams(new URLSearchParams('referenceId=31'))
    renderInApp(<ListingHeading state={state} total={3} />, { url: '/products?referenceId=31' })
    expect(await screen.findByText('Zinc')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Minerals' }).getAttribute('href')).toBe(
      '/products?referenceId=21',
    )
    expect(screen.queryByText('Vitamins')).toBeNull()
    // Each main category's sub-categories were asked for once.
    const asked = fetch.mock.calls.map(([url]) => String(url))
    expect(asked.filter((url) => url.includes('/primary/20/'))).toHaveLength(1)
    expect(asked.filter((url) => url.includes('/primary/21/'))).toHaveLength(1)
  })
})
