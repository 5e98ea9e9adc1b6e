import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { spyOnToasts } from '#app/features/auth/test/auth-test-kit.tsx'
import { orderFixture } from '#app/features/orders/test/order-fixture.ts'
import {
  placeForPickup,
  renderCheckout,
  stubPlacing,
} from '#app/features/orders/test/render-checkout.tsx'

const KEPT =
  'Your order is kept and will be sent by itself as soon as the connection returns. It will not be placed twice. You can also tap Place Order to try now.'

/** The checkout's pickup choice is back (the draft restored after mounting). */
const pickupChosen = () =>
  waitFor(() =>
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Pick Up in Store' }).checked).toBe(
      true,
    ),
  )

describe('checkout on a dropped connection', () => {
  it('keeps an order that got no answer, says so calmly, and sends it with the same key once online', async () => {
    let online = false
    const keys = stubPlacing(async () => {
      if (!online) throw new TypeError('Failed to fetch')
      return Response.json(orderFixture(), { status: 201 })
    })
    const toasts = spyOnToasts()
    const user = userEvent.setup()
    const { onPlaced } = renderCheckout()
    await user.click(await screen.findByRole('radio', { name: 'Pick Up in Store' }))
    const place = screen.getByRole('button', { name: 'Place Order' })
    await user.click(place)

    const note = await screen.findByTestId('order-kept')
    expect(note.textContent).toContain('No connection')
    expect(note.textContent).toContain(KEPT)
    // Not spinning, and no red toast: the calm note says it all.
    await waitFor(() => expect(place.hasAttribute('data-loading')).toBe(false))
    expect(toasts.error).not.toHaveBeenCalled()

    online = true
    window.dispatchEvent(new Event('online'))
    await screen.findByRole('dialog', { name: 'Order placed' })
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
    expect(onPlaced).toHaveBeenCalledTimes(1)
    expect(screen.queryByTestId('order-kept')).toBeNull()
  })

  it('says it in Burmese under /my', async () => {
    stubPlacing(() => Promise.reject(new TypeError('Failed to fetch')))
    spyOnToasts()
    const user = userEvent.setup()
    renderCheckout({ url: '/my/orders/create' })
    await user.click(await screen.findByRole('radio', { name: 'ဆိုင်တွင် လာယူခြင်း' }))
    await user.click(screen.getByRole('button', { name: 'အော်ဒါတင်မည်' }))
    const note = await screen.findByTestId('order-kept')
    expect(note.textContent).toContain('အင်တာနက် ချိတ်ဆက်မှု မရှိပါ')
    expect(note.textContent).toContain('သင့်အော်ဒါကို သိမ်းထားပါသည်။')
  })

  it('ends the kept attempt on a refusal: no note, the server’s reason in a red toast', async () => {
    let tries = 0
    stubPlacing(async () => {
      tries++
      if (tries === 1) throw new TypeError('Failed to fetch')
      return Response.json({ code: 'CONFLICT', message: 'Out of stock' }, { status: 409 })
    })
    const toasts = spyOnToasts()
    const user = userEvent.setup()
    renderCheckout()
    await placeForPickup(user)
    await screen.findByTestId('order-kept')
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Out of stock'))
    expect(screen.queryByTestId('order-kept')).toBeNull()
  })
})

describe('the checkout draft', () => {
  it('brings the choices back after a reload, for the same customer only, and drops them once placed', async () => {
    stubPlacing(async () => Response.json(orderFixture(), { status: 201 }))
    spyOnToasts()
    const user = userEvent.setup()
    renderCheckout()
    await user.click(await screen.findByRole('radio', { name: 'Pick Up in Store' }))
    await user.click(screen.getByRole('radio', { name: 'Bank Transfer' }))

    cleanup()
    renderCheckout()
    await pickupChosen()
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Bank Transfer' }).checked).toBe(
      true,
    )

    // Another customer signed in on the same phone starts from the empty form.
    cleanup()
    renderCheckout({ customerId: 77 })
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Delivery' })).checked).toBe(
      true,
    )

    cleanup()
    renderCheckout()
    await pickupChosen()
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    await screen.findByRole('dialog', { name: 'Order placed' })
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('draft:'))).toEqual([])
  })
})
