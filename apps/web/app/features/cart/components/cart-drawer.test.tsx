import { CART_STORAGE_KEY, formatMmk, type Language } from '@kyanma/shared'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { cart, reloadCartFromStorage } from '../cart-store.ts'
import { vitaminC } from '../test/cart-fixture.ts'
import { CartButton } from './cart-button.tsx'

const stored = () => window.localStorage.getItem(CART_STORAGE_KEY)

/**
 * Draws the cart button at `url`, puts Vitamin C in the cart `units` times (its texts in
 * `language` when a test says so, else in the page's) and opens the drawer.
 */
function openCartWith(
  units: number,
  { url, language }: { url?: string; language?: Language } = {},
) {
  const view = renderInApp(<CartButton />, { url })
  act(() => {
    for (let unit = 0; unit < units; unit++) cart.add(vitaminC, language)
    cart.openDrawer()
  })
  return view
}

describe('cart drawer', () => {
  beforeEach(() => {
    act(() => {
      cart.closeDrawer()
      reloadCartFromStorage()
    })
  })

  it('shows the units in the badge, the lines and the total in MMK', async () => {
    openCartWith(2)
    expect(await screen.findByText('Shopping Cart')).toBeTruthy()
    expect(screen.getByTestId('cart-total').textContent).toBe('25,000 MMK')
    expect(screen.getByTestId('cart-badge').textContent).toContain('2')
    expect(JSON.parse(stored() ?? '[]')).toMatchObject([{ id: 7, quantity: 2 }])
  })

  it('steps and types quantities, and removes the line at 0', async () => {
    const user = userEvent.setup()
    openCartWith(1)
    await user.click(await screen.findByRole('button', { name: 'Add one' }))
    expect(screen.getByTestId('cart-total').textContent).toBe('25,000 MMK')
    const quantity = screen.getByRole('textbox', { name: 'Quantity' })
    await user.clear(quantity)
    await user.type(quantity, '4')
    expect(screen.getByTestId('cart-total').textContent).toBe('50,000 MMK')
    await user.clear(quantity)
    await user.type(quantity, '1')
    await user.click(screen.getByRole('button', { name: 'Remove one' }))
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy()
    // An emptied cart leaves nothing in storage, so a reload does not bring the item back.
    expect(stored()).toBeNull()
  })

  it("'Clear All' empties the cart, forgets it and closes the drawer", async () => {
    const user = userEvent.setup()
    openCartWith(1)
    await user.click(await screen.findByRole('button', { name: 'Clear All' }))
    expect(stored()).toBeNull()
    await waitFor(() => expect(screen.queryByText('Shopping Cart')).toBeNull())
  })

  it('reads the stored cart back as a reload would', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...vitaminC, quantity: 3 }]))
    act(() => reloadCartFromStorage())
    renderInApp(<CartButton />)
    expect(screen.getByTestId('cart-badge').textContent).toContain('3')
  })

  it("'CheckOut' leads to /orders/create", async () => {
    const user = userEvent.setup()
    const { router } = openCartWith(1)
    await user.click(await screen.findByRole('link', { name: 'CheckOut' }))
    expect(router.state.location.pathname).toBe('/orders/create')
  })

  it('speaks Burmese under /my: title, kyat prices and Myanmar digits', async () => {
    await loadAllTexts()
    openCartWith(2, { url: '/my' })
    expect(await screen.findByText('ဈေးခြင်း')).toBeTruthy()
    expect(screen.queryByText('Shopping Cart')).toBeNull()
    expect(screen.getByText('၁၂,၅၀၀ ကျပ်')).toBeTruthy()
    expect(screen.getByTestId('cart-total').textContent).toBe(formatMmk(25_000, 'my'))
    expect(screen.getByTestId('cart-badge').textContent).toBe('၂')
  })

  it("marks a name added on the other language's page, then takes it in the page's language", async () => {
    await loadAllTexts()
    let answer!: (response: Response) => void
    const api = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', api)
    openCartWith(1, { url: '/my', language: 'en' })
    const name = await screen.findByRole('link', { name: 'Vitamin C 1000 mg' })
    expect(name.getAttribute('lang')).toBe('en')
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1))
    const [url, init] = api.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/public/products/7')
    expect(new Headers(init.headers).get('accept-language')).toBe('my')
    await act(async () => answer(Response.json({ ...vitaminC, name: 'ဗီတာမင် စီ' })))
    const burmese = await screen.findByRole('link', { name: 'ဗီတာမင် စီ' })
    expect(burmese.hasAttribute('lang')).toBe(false)
    expect(JSON.parse(stored() ?? '[]')).toMatchObject([
      { id: 7, name: 'ဗီတာမင် စီ', language: 'my', quantity: 1 },
    ])
    vi.unstubAllGlobals()
  })

  it('asks for nothing and marks nothing on the page the names were added on', async () => {
    const api = vi.fn()
    vi.stubGlobal('fetch', api)
    openCartWith(1, { language: 'en' })
    const name = await screen.findByRole('link', { name: 'Vitamin C 1000 mg' })
    expect(name.hasAttribute('lang')).toBe(false)
    expect(api).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })
})
