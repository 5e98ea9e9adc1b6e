import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { pageOf, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import {
  fixedShopperStatus,
  type ShopperStatus,
  ShopperStatusContext,
} from '#app/features/catalog/shopper-status.ts'
import { productFixture } from '#app/features/product/test/product-fixture.ts'
import { makeQueryClient } from '#app/lib/query-client.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { FavoriteList } from './favorite-list.tsx'

const favourite = (id: number, name: string) => ({
  ...productFixture({ id, name }),
  isFavorite: true,
})
const list = (names: string[], total = names.length) =>
  pageOf(
    names.map((name, i) => favourite(i + 1, name)),
    4,
    total,
  )
const call = (query: string) => `POST /public/products/favorites?${query}`

function renderList(shopper: ShopperStatus = 'customer', url = '/') {
  return renderInApp(
    <ShopperStatusContext value={fixedShopperStatus(shopper)}>
      <FavoriteList />
    </ShopperStatusContext>,
    { queryClient: makeQueryClient(), url },
  )
}

describe('Favorite Items', () => {
  it("shows up to 4 of the customer's favourites, asked for 4 at a time", async () => {
    const calls = stubApi({ [call('page=0&size=4')]: list(['Zinc', 'Fish Oil']) })
    renderList()
    expect(screen.getByRole('heading', { name: 'Favorite Items' })).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'Zinc' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Fish Oil' })).toBeTruthy()
    expect(calls).toEqual([
      { method: 'POST', path: '/public/products/favorites?page=0&size=4', body: {} },
    ])
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
  })

  it('searches them after a pause in typing', async () => {
    const calls = stubApi({
      [call('page=0&size=4')]: list(['Zinc', 'Fish Oil']),
      [call('page=0&size=4&search=fish')]: list(['Fish Oil']),
    })
    renderList()
    await screen.findByRole('link', { name: 'Zinc' })
    await userEvent.setup().type(screen.getByRole('searchbox'), 'fish')
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Zinc' })).toBeNull())
    expect(screen.getByRole('link', { name: 'Fish Oil' })).toBeTruthy()
    expect(calls.map((c) => c.path)).toEqual([
      '/public/products/favorites?page=0&size=4',
      '/public/products/favorites?page=0&size=4&search=fish',
    ])
  })

  it('pages through more than 4', async () => {
    stubApi({
      [call('page=0&size=4')]: list(['A1', 'A2', 'A3', 'A4'], 6),
      [call('page=1&size=4')]: list(['B1', 'B2'], 6),
    })
    renderList()
    await screen.findByRole('link', { name: 'A1' })
    expect(screen.getByText('Page 1 of 2')).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('link', { name: 'B1' })).toBeTruthy()
    expect(screen.getByText('Page 2 of 2')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true)
  })

  it('says when there are none yet, and when none matches the search', async () => {
    stubApi({
      [call('page=0&size=4')]: list([]),
      [call('page=0&size=4&search=xyz')]: list([]),
    })
    renderList()
    expect(
      await screen.findByText(
        'You have no favourite items yet. Tap the heart on a product to keep it here.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(
      '/products',
    )
    await userEvent.setup().type(screen.getByRole('searchbox'), 'xyz')
    expect(await screen.findByText('None of your favourite items matches "xyz".')).toBeTruthy()
  })

  it('shows each favourite with a filled heart the customer can unmark', async () => {
    stubApi({ [call('page=0&size=4')]: list(['Zinc']) })
    renderList()
    const card = (await screen.findByRole('link', { name: 'Zinc' })).closest('article')
    expect(
      within(card as HTMLElement).getByRole('button', { name: 'Remove from favourites' }),
    ).toBeTruthy()
  })

  it('asks nothing before the customer is known', () => {
    const calls = stubApi({})
    renderList('unknown')
    expect(calls).toHaveLength(0)
  })

  it('speaks Burmese under /my: title, pager in Myanmar digits, empty search', async () => {
    await loadAllTexts()
    stubApi({
      [call('page=0&size=4')]: list(['A1', 'A2', 'A3', 'A4'], 6),
      [call('page=0&size=4&search=xyz')]: list([]),
    })
    renderList('customer', '/my/account/favorites')
    expect(screen.getByRole('heading', { name: 'နှစ်သက်သော ပစ္စည်းများ' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Favorite Items' })).toBeNull()
    await screen.findByRole('link', { name: 'A1' })
    expect(screen.getByText('စာမျက်နှာ ၁ / ၂')).toBeTruthy()
    expect(screen.queryByText('Page 1 of 2')).toBeNull()
  })
})
