import { formatMmk, formatNumber, ORDER_ATTEMPT_STORAGE_KEY } from '@kyanma/shared'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { pageOf, refusal, spyOnToasts, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import {
  highwayAddress,
  orderFixture,
  promotionFixture,
} from '#app/features/orders/test/order-fixture.ts'
import {
  noCoupons,
  PLACE,
  PROMOTIONS,
  placeForPickup,
  renderCheckout,
  stubPlacing,
} from '#app/features/orders/test/render-checkout.tsx'
import { loadAllTexts } from '#app/locales/texts-registry.ts'

const savedYangonAddress = {
  id: 4,
  address: {
    receiverName: 'Ko Min',
    phoneNo: '09450000111',
    region: 'Yangon Region',
    township: 'Kamayut',
    houseAptNo: 'No. 12',
    street: 'Pyay Road',
  },
}

const total = () => screen.getByTestId('quote-total').textContent

/** Types into a searchable select and picks the option. */
async function choose(
  user: ReturnType<typeof userEvent.setup>,
  label: RegExp,
  typed: string,
  option: string,
) {
  await user.type(await screen.findByRole('combobox', { name: label }), typed)
  await user.click(screen.getByRole('option', { name: option }))
}

/** A delivery to a highway bus gate in Taunggyi, Shan State. */
async function fillHighwayDelivery(user: ReturnType<typeof userEvent.setup>) {
  await choose(user, /^Region/, 'Shan', 'Shan State')
  await choose(user, /^Township/, 'Taunggyi', 'Taunggyi')
  await user.click(screen.getByRole('radio', { name: 'Highway bus terminal' }))
  await user.type(screen.getByLabelText(/^Gate Name/), 'Shwe Mandalar, Gate 2')
  await user.type(screen.getByLabelText(/^Ward\/Block/), 'Ward 4')
}

describe('checkout', () => {
  it('totals the cart with the delivery fee, and takes the coupon and points off', async () => {
    stubApi({ [PROMOTIONS]: pageOf([promotionFixture()], 10) })
    const user = userEvent.setup()
    renderCheckout()
    expect(await screen.findByText('Vitamin C 1000 mg')).toBeTruthy()
    expect(screen.getByText('Vitamins · Oceanic Omega')).toBeTruthy()
    expect(screen.getByTestId('quote-subtotal').textContent).toBe('55,000 MMK')
    expect(screen.getByTestId('quote-delivery-fee').textContent).toBe('2,000 MMK')
    expect(total()).toBe('57,000 MMK')

    await user.click(await screen.findByRole('button', { name: 'Use coupon WELCOME10' }))
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Coupon' }).value).toBe(
      'WELCOME10',
    )
    expect(screen.getByTestId('quote-discount').textContent).toBe('- 5,500 MMK')
    expect(total()).toBe('51,500 MMK')

    await user.type(screen.getByRole('textbox', { name: 'Use points' }), '500')
    expect(screen.getByTestId('quote-points-used').textContent).toBe('- 500 MMK')
    expect(total()).toBe('51,000 MMK')

    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Coupon' }).value).toBe('')
    expect(total()).toBe('56,500 MMK')
  })

  it('refuses more points than the customer has, with the spec toast', async () => {
    stubApi({ [PROMOTIONS]: noCoupons })
    const toasts = spyOnToasts()
    const user = userEvent.setup()
    renderCheckout()
    const points = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Use points' })
    await user.type(points, '2000')
    expect(toasts.error).toHaveBeenCalledWith('Your current point is not enough.')
    expect(points.value).toBe('200')
    expect(screen.getByTestId('quote-points-used').textContent).toBe('- 200 MMK')
  })

  it('asks for the required delivery fields before sending anything', async () => {
    const calls = stubApi({ [PROMOTIONS]: noCoupons })
    const user = userEvent.setup()
    renderCheckout()
    await screen.findByRole('combobox', { name: /^Region/ })
    await user.clear(screen.getByLabelText(/^Receiver/))
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    expect((await screen.findAllByText('Required')).length).toBeGreaterThanOrEqual(4)
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('sends a highway delivery with cash on delivery once, with an Idempotency-Key, and says it is placed', async () => {
    const calls = stubApi({
      [PROMOTIONS]: noCoupons,
      [PLACE]: { status: 201, body: orderFixture() },
    })
    const toasts = spyOnToasts()
    const user = userEvent.setup()
    const { onPlaced } = renderCheckout()
    await fillHighwayDelivery(user)
    // Shan State (Taunggyi) is 2-3 business days away.
    expect(screen.getByTestId('delivery-estimate').textContent).toMatch(/^Estimated delivery: /)
    const place = screen.getByRole('button', { name: 'Place Order' })
    await user.dblClick(place)

    const dialog = await screen.findByRole('dialog', { name: 'Order placed' })
    expect(within(dialog).getByText(/KY-20261122-0041/)).toBeTruthy()
    // Cash is paid at the door: no payment window to warn about.
    expect(within(dialog).queryByText(/within 3 hours/)).toBeNull()
    expect(
      within(dialog).getByRole('link', { name: 'View order details' }).getAttribute('href'),
    ).toBe('/orders/41')
    expect(onPlaced).toHaveBeenCalledTimes(1)
    expect(toasts.success).toHaveBeenCalledWith('Order created successful!')

    const sent = calls.filter((call) => call.method === 'POST')
    expect(sent).toHaveLength(1)
    expect(sent[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/)
    expect(sent[0]?.body).toEqual({
      address: highwayAddress,
      customer: { id: 5 },
      orderItems: [
        { product: { id: 7 }, qty: 2 },
        { product: { id: 9 }, qty: 1 },
      ],
      totalQty: 2,
      totalAmount: 57_000,
      isDelivery: true,
      paymentInfo: { paymentType: 'CASH_ON_DELIVERY', phoneNo: '09790000123' },
      paymentPoints: 0,
      promotion: null,
      // Always sent, empty when no product needs a prescription.
      prescriptions: [],
    })
  })

  it('fills the form from a saved address and delivers to the door in Yangon', async () => {
    const calls = stubApi({
      [PROMOTIONS]: noCoupons,
      [PLACE]: {
        status: 201,
        body: orderFixture({ paymentInfo: { paymentType: 'BANK_TRANSFER', phoneNo: '' } }),
      },
    })
    const user = userEvent.setup()
    renderCheckout({ savedAddresses: [savedYangonAddress] })
    await user.click(await screen.findByRole('combobox', { name: 'Use a saved address' }))
    await user.click(screen.getByRole('option', { name: 'Ko Min, Pyay Road, Kamayut' }))
    expect(screen.getByLabelText<HTMLInputElement>(/^Street/).value).toBe('Pyay Road')
    // Yangon Region: always to the door, no highway choice.
    expect(screen.queryByRole('radio', { name: 'Highway bus terminal' })).toBeNull()
    await user.click(screen.getByRole('radio', { name: 'Bank Transfer' }))
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Order placed' })
    expect(within(dialog).getByText(/within 3 hours to avoid automatic cancellation/)).toBeTruthy()
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      address: { ...savedYangonAddress.address, country: 'Myanmar', shippingOption: 'HOME' },
      paymentInfo: { paymentType: 'BANK_TRANSFER' },
    })
  })

  it('picks up in store: the store address, no address sent, pay at store, no delivery fee', async () => {
    const calls = stubApi({
      [PROMOTIONS]: noCoupons,
      [PLACE]: { status: 201, body: orderFixture() },
    })
    const user = userEvent.setup()
    renderCheckout()
    await user.click(await screen.findByRole('radio', { name: 'Pick Up in Store' }))
    expect(screen.getByTestId('store-address').textContent).toContain('Pyay Road')
    expect(screen.getByRole('radio', { name: 'Pay at store' })).toBeTruthy()
    expect(screen.queryByRole('radio', { name: 'Cash on delivery' })).toBeNull()
    expect(total()).toBe('55,000 MMK')
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Order placed' })
    expect(within(dialog).queryByText(/within 3 hours/)).toBeNull()
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      address: {},
      isDelivery: false,
      totalAmount: 55_000,
      paymentInfo: { paymentType: 'PAY_AT_STORE' },
    })
  })

  it('goes to the payment page a wallet order answers with', async () => {
    stubApi({
      [PROMOTIONS]: noCoupons,
      [PLACE]: {
        status: 201,
        body: orderFixture({ paymentResponse: { value: 'http://pay.example/p/41' } }),
      },
    })
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const user = userEvent.setup()
    const { onPlaced } = renderCheckout()
    await user.click(await screen.findByRole('radio', { name: 'Pick Up in Store' }))
    await user.click(screen.getByRole('radio', { name: 'Wallet' }))
    await user.click(screen.getByRole('radio', { name: 'AYA Pay' }))
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://pay.example/p/41'))
    expect(onPlaced).toHaveBeenCalled()
    expect(screen.queryByRole('dialog', { name: 'Order placed' })).toBeNull()
  })

  it('shows a changed total in a red toast and asks for the new prices', async () => {
    const message = 'The prices have changed. Please check your order again.'
    stubApi({
      [PROMOTIONS]: noCoupons,
      [PLACE]: refusal(400, 'ORDER_TOTAL_CHANGED', message),
    })
    const toasts = spyOnToasts()
    const user = userEvent.setup()
    const { onTotalChanged, onPlaced } = renderCheckout()
    await placeForPickup(user)
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(message))
    expect(onTotalChanged).toHaveBeenCalled()
    expect(onPlaced).not.toHaveBeenCalled()
  })

  it('sends the same key again after a lost answer, and a new one for a new attempt', async () => {
    let tries = 0
    const keys = stubPlacing(async () => {
      tries++
      if (tries === 1) throw new TypeError('Failed to fetch')
      return Response.json({ code: 'OUT_OF_STOCK', message: 'Out of stock' }, { status: 409 })
    })
    spyOnToasts()
    const user = userEvent.setup()
    renderCheckout()
    await user.click(await screen.findByRole('radio', { name: 'Pick Up in Store' }))
    const place = screen.getByRole('button', { name: 'Place Order' })
    await user.click(place)
    await waitFor(() => expect(keys).toHaveLength(1))
    await waitFor(() => expect(place.hasAttribute('data-loading')).toBe(false))
    await user.click(place)
    await waitFor(() => expect(keys).toHaveLength(2))
    await waitFor(() => expect(place.hasAttribute('data-loading')).toBe(false))
    await user.click(place)
    await waitFor(() => expect(keys).toHaveLength(3))
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[1])
  })

  it('sends the lost attempt’s key again after a reload, and forgets it once answered', async () => {
    let answer: 'lost' | 'placed' = 'lost'
    const keys = stubPlacing(async () => {
      if (answer === 'lost') throw new TypeError('Failed to fetch')
      return Response.json(orderFixture(), { status: 201 })
    })
    spyOnToasts()
    const user = userEvent.setup()
    renderCheckout()
    await placeForPickup(user)
    await waitFor(() => expect(keys).toHaveLength(1))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Place Order' }).hasAttribute('data-loading')).toBe(
        false,
      ),
    )

    // A reload: the page and its memory are gone; local storage and the cart stay.
    cleanup()
    answer = 'placed'
    renderCheckout()
    await placeForPickup(user)
    await screen.findByRole('dialog', { name: 'Order placed' })
    expect(keys[1]).toBe(keys[0])
    expect(window.localStorage.getItem(ORDER_ATTEMPT_STORAGE_KEY)).toBeNull()

    // The next checkout is a new order, with a new key.
    cleanup()
    renderCheckout()
    await placeForPickup(user)
    await waitFor(() => expect(keys).toHaveLength(3))
    expect(keys[2]).not.toBe(keys[0])
  })

  it('checks out in Burmese under /my: choices, amounts and the placed order', async () => {
    await loadAllTexts()
    stubApi({ [PROMOTIONS]: noCoupons, [PLACE]: { status: 201, body: orderFixture() } })
    const toasts = spyOnToasts()
    const user = userEvent.setup()
    renderCheckout({ url: '/my/orders/create' })
    expect(await screen.findByRole('heading', { name: 'ငွေချေရန်' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull()
    const items = screen.getByRole('list', { name: 'အော်ဒါထဲရှိ ပစ္စည်းများ' })
    expect(within(items).getByText('၁၂,၅၀၀ ကျပ်')).toBeTruthy()
    expect(screen.getByTestId('quote-subtotal').textContent).toBe(formatMmk(55_000, 'my'))
    expect(total()).toBe(formatMmk(57_000, 'my'))
    expect(screen.getByRole('radio', { name: 'ပစ္စည်းရောက်မှ ငွေချေ' })).toBeTruthy()
    expect(screen.queryByRole('radio', { name: 'Cash on delivery' })).toBeNull()
    await user.click(screen.getByRole('radio', { name: 'မိုဘိုင်း Pay ဖြင့် ပေးချေ' }))
    expect(screen.getByRole('group', { name: 'အသုံးပြုမည့် Pay ကို ရွေးပါ' })).toBeTruthy()
    expect(screen.getByText(new RegExp(formatNumber(1_250, 'my')))).toBeTruthy()

    await user.click(screen.getByRole('radio', { name: 'ဆိုင်တွင် လာယူခြင်း' }))
    expect(screen.queryByRole('radio', { name: 'Pick Up in Store' })).toBeNull()
    await user.click(screen.getByRole('radio', { name: 'ဆိုင်တွင် ငွေချေ' }))
    expect(total()).toBe('၅၅,၀၀၀\u00a0ကျပ်')
    await user.click(screen.getByRole('button', { name: 'အော်ဒါတင်မည်' }))
    const dialog = await screen.findByRole('dialog', { name: 'အော်ဒါ တင်ပြီးပါပြီ' })
    expect(within(dialog).getByText(/KY-20261122-0041/)).toBeTruthy()
    expect(
      within(dialog).getByRole('link', { name: 'အော်ဒါ အသေးစိတ် ကြည့်မည်' }).getAttribute('href'),
    ).toBe('/my/orders/41')
    expect(toasts.success).toHaveBeenCalledWith('အော်ဒါ တင်ခြင်း အောင်မြင်ပါသည်။')
  })
})
