import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { refusal, spyOnToasts, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { makeQueryClient } from '#app/lib/query-client.ts'
import { renderInApp } from '#test/render.tsx'
import { fixedShopperStatus, type ShopperStatus, ShopperStatusContext } from '../shopper-status.ts'
import { FavoriteButton } from './favorite-button.tsx'

function renderHeart(shopper: ShopperStatus, isFavorite: boolean, url = '/products?page=2') {
  const queryClient = makeQueryClient()
  const rendered = renderInApp(
    <ShopperStatusContext value={fixedShopperStatus(shopper)}>
      <FavoriteButton productId={42} isFavorite={isFavorite} />
    </ShopperStatusContext>,
    { url, queryClient },
  )
  return { ...rendered, queryClient }
}

describe('favourite heart', () => {
  it.each(['visitor', 'unknown'] as const)(
    'leads a %s to sign in and back to the page',
    (shopper) => {
      renderHeart(shopper, false)
      expect(screen.getByRole('link', { name: 'Add to favourites' }).getAttribute('href')).toBe(
        '/auth/login?redirectTo=%2Fproducts%3Fpage%3D2',
      )
    },
  )

  it('marks a favourite, thanks the customer and refreshes the products', async () => {
    const calls = stubApi({
      'PUT /customers/me/favorites/42?status=true': {
        body: { productId: 42, isFavorite: true, message: 'Thanks for supporting us!' },
      },
    })
    const toasts = spyOnToasts()
    const { queryClient } = renderHeart('customer', false)
    const refresh = vi.spyOn(queryClient, 'invalidateQueries')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to favourites' }))

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Thanks for supporting us!'))
    expect(calls).toEqual([
      { method: 'PUT', path: '/customers/me/favorites/42?status=true', body: undefined },
    ])
    expect(refresh).toHaveBeenCalledWith({ queryKey: ['products'] })
  })

  it('unmarks a favourite with status=false', async () => {
    const calls = stubApi({
      'PUT /customers/me/favorites/42?status=false': {
        body: { productId: 42, isFavorite: false, message: 'Removed from your favourites.' },
      },
    })
    const toasts = spyOnToasts()
    renderHeart('customer', true)
    const heart = screen.getByRole('button', { name: 'Remove from favourites' })
    expect(heart.getAttribute('aria-pressed')).toBe('true')
    await userEvent.setup().click(heart)
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Removed from your favourites.'),
    )
    expect(calls.map((call) => call.path)).toEqual(['/customers/me/favorites/42?status=false'])
  })

  it('shows an ellipsis while the call runs and takes no second click', async () => {
    let answer: (response: Response) => void = () => {}
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetch)
    spyOnToasts()
    renderHeart('customer', false)
    const events = userEvent.setup()
    const heart = screen.getByRole('button', { name: 'Add to favourites' })
    await events.click(heart)
    await waitFor(() => expect(heart.getAttribute('aria-busy')).toBe('true'))
    expect(heart.textContent).toBe('…')
    await events.click(heart)
    expect(fetch).toHaveBeenCalledTimes(1)

    answer(Response.json({ productId: 42, isFavorite: true, message: 'ok' }))
    await waitFor(() => expect(heart.getAttribute('aria-busy')).toBeNull())
    expect(heart.textContent).toBe('')
  })

  it("shows the server's refusal in a red toast", async () => {
    const gone = 'This product does not exist or is no longer sold.'
    stubApi({ 'PUT /customers/me/favorites/42?status=true': refusal(404, 'NOT_FOUND', gone) })
    const toasts = spyOnToasts()
    renderHeart('customer', false)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to favourites' }))
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'This product does not exist or is no longer sold.',
      ),
    )
    expect(toasts.success).not.toHaveBeenCalled()
  })
})
