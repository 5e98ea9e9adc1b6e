import { formatLongDate } from '@kyanma/shared'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { productFixture, reviewFixture, stubApi } from '../test/product-fixture.ts'
import { ProductDetailTabs } from './product-detail-tabs.tsx'

const noReviews = { data: [], total: 0, pageSize: 10 }

/** The Additional Info table as { label: value }. */
const infoRows = () =>
  Object.fromEntries(
    [...screen.getByTestId('additional-info').querySelectorAll('tr')].map((row) => [
      row.querySelector('th')?.textContent,
      row.querySelector('td')?.textContent,
    ]),
  )

describe('product tabs', () => {
  beforeEach(() => {
    stubApi({ '/api/public/products/7/reviews': noReviews })
  })
  afterEach(() => vi.unstubAllGlobals())

  it("shows Additional Info first: expiry as 'D MMMM, YYYY', real weight in kg, pack and strength", () => {
    renderInApp(<ProductDetailTabs product={productFixture()} />)
    expect(screen.getByRole('tab', { name: 'Additional Info' }).getAttribute('aria-selected')).toBe(
      'true',
    )
    expect(infoRows()).toEqual({
      'Nearest expiry date': '5 November, 2027',
      'Shipping weight': '0.119 kg',
      'Pack size': '60 tablets',
      Strength: '1000 mg',
      Prescription: 'Not required',
    })
  })

  it('says when a product has no expiry date', () => {
    renderInApp(<ProductDetailTabs product={productFixture({ nearestExpiredDate: null })} />)
    expect(screen.getByText('No expiry date')).toBeTruthy()
  })

  it('switches panels by click and by arrow keys, with only the chosen panel shown', async () => {
    const user = userEvent.setup()
    renderInApp(<ProductDetailTabs product={productFixture()} />)
    await user.click(screen.getByRole('tab', { name: 'Supplement Facts' }))
    const facts = screen.getByTestId('supplement-facts')
    expect(facts.closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(false)
    expect(
      screen.getByTestId('additional-info').closest('[role="tabpanel"]')?.hasAttribute('hidden'),
    ).toBe(true)
    expect(facts.textContent).toContain('1,111%')
    expect(facts.textContent).toContain('† Daily Value not established.')
    expect(facts.querySelector('[lang]')).toBeNull()

    await user.keyboard('{ArrowRight}')
    const reviews = screen.getByRole('tab', { name: 'Reviews' })
    expect(reviews.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(reviews)
    await user.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: 'Additional Info' }).getAttribute('aria-selected')).toBe(
      'true',
    )
  })

  it("says 'No supplement facts for this product.' when it has none", () => {
    renderInApp(<ProductDetailTabs product={productFixture({ supplementFacts: null })} />)
    expect(screen.getByTestId('supplement-facts').textContent).toBe(
      'No supplement facts for this product.',
    )
  })

  it("lists reviews with stars, name, date and a default avatar, and pages with 'Show more'", async () => {
    const user = userEvent.setup()
    const calls = stubApi({
      '/api/public/products/7/reviews?page=0&size=10': {
        data: Array.from({ length: 10 }, (_, i) => reviewFixture(i + 1)),
        total: 11,
        pageSize: 10,
      },
      '/api/public/products/7/reviews?page=1&size=10': {
        data: [reviewFixture(11, { stars: 3, review: 'Too big to swallow.' })],
        total: 11,
        pageSize: 10,
      },
    })
    renderInApp(<ProductDetailTabs product={productFixture()} reviewer="visitor" />, {
      url: '/products/7',
    })
    await user.click(screen.getByRole('tab', { name: 'Reviews' }))
    const list = await screen.findByTestId('review-list')
    await screen.findByText('Customer 1')
    expect(list.querySelectorAll('li')).toHaveLength(10)
    expect(screen.getAllByRole('img', { name: 'Rated 8 out of 10' })).toHaveLength(10)
    expect(screen.getAllByText('24 December, 2025').length).toBe(10)
    // No profile picture: the avatar shows the customer's initials.
    expect(list.querySelector('li')?.textContent).toContain('C1')
    expect(
      screen.getByRole('link', { name: 'Sign in to write a review' }).getAttribute('href'),
    ).toBe('/auth/login?redirectTo=%2Fproducts%2F7%23reviews')
    await user.click(screen.getByRole('button', { name: 'Show more' }))
    expect(await screen.findByText('Too big to swallow.')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Rated 3 out of 10' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
    expect(calls).toEqual([
      '/api/public/products/7/reviews?page=0&size=10',
      '/api/public/products/7/reviews?page=1&size=10',
    ])
  })

  it('speaks Burmese under /my: tabs, labels, Myanmar digits and Burmese dates', async () => {
    await loadAllTexts()
    const user = userEvent.setup()
    stubApi({
      '/api/public/products/7/reviews?page=0&size=10': {
        data: [reviewFixture(1)],
        total: 1,
        pageSize: 10,
      },
    })
    renderInApp(<ProductDetailTabs product={productFixture()} reviewer="visitor" />, {
      url: '/my/products/7',
    })
    expect(screen.getByRole('tab', { name: 'အခြား အချက်အလက်များ' })).toBeTruthy()
    expect(screen.queryByRole('tab', { name: 'Additional Info' })).toBeNull()
    expect(infoRows()).toEqual({
      'အနီးဆုံး သက်တမ်းကုန်ဆုံးရက်': formatLongDate('2027-11-05', 'my'),
      'ပို့ဆောင်မှု အလေးချိန်': '၀.၁၁၉ kg',
      'တစ်ဗူးပါ အရေအတွက်': '၆၀ ပြား',
      ဆေးအား: '၁၀၀၀ mg',
      ဆေးညွှန်း: 'မလိုအပ်ပါ',
    })

    await user.click(screen.getByRole('tab', { name: 'ဖြည့်စွက်စာ အချက်အလက်' }))
    expect(screen.getByTestId('supplement-facts').textContent).toContain('၁,၁၁၁%')
    // Supplement facts are English only (decision 039): each such text is marked.
    const english = screen.getByTestId('supplement-facts').querySelectorAll('[lang="en"]')
    expect([...english].map((element) => element.textContent)).toEqual([
      '1 tablet',
      'Vitamin C',
      'Rose Hips',
      'Microcrystalline cellulose',
    ])

    await user.click(screen.getByRole('tab', { name: 'သုံးသပ်ချက်များ' }))
    await screen.findByText('Customer 1')
    expect(screen.getByRole('img', { name: '၁၀ မှတ်အနက် ၈ မှတ် ရရှိထားသည်' })).toBeTruthy()
    expect(screen.getByText(formatLongDate(reviewFixture(1).createdAt, 'my'))).toBeTruthy()
    expect(screen.queryByText('24 December, 2025')).toBeNull()
    // Signing in keeps the language, and comes back to the Burmese page.
    expect(screen.getByRole('link', { name: 'သုံးသပ်ချက်ရေးရန် အကောင့်ဝင်ပါ' }).getAttribute('href')).toBe(
      '/my/auth/login?redirectTo=%2Fmy%2Fproducts%2F7%23reviews',
    )
  })
})
