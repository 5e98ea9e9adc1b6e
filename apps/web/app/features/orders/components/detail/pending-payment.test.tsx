import { formatTime, type Order } from '@kyanma/shared'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { refusal, spyOnToasts, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { PENDING_PAYMENT_REFETCH_MS } from '#app/features/orders/api/get-order.ts'
import { orderFixture } from '#app/features/orders/test/order-fixture.ts'
import { makeQueryClient } from '#app/lib/query-client.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { OrderDetailScreen } from './order-detail-screen.tsx'

const ORDER = 'GET /customers/me/orders/41'
const PAY = 'POST /customers/me/orders/41/payment'
const CHANGE = 'PUT /customers/me/orders/41/payment-type'
const SINCE = '2026-11-25T07:32:00.000Z'
const LAUNCHER = 'http://localhost:3000/api/payments/pay/41'

/** A KBZPay order whose payment was started and is not confirmed yet. */
function pendingOrder(overrides: Partial<Order> = {}): Order {
  return orderFixture({
    status: 'WAITING_FOR_PAYMENT',
    paymentInfo: { paymentType: 'KBZ_PAY', phoneNo: '09790000123' },
    paymentResponse: { value: LAUNCHER },
    payment: { pending: true, since: SINCE },
    ...overrides,
  })
}

const paidOrder = () =>
  pendingOrder({ status: 'PAID', isPaid: true, payment: null, paymentResponse: undefined })

function renderOrder(url = '/orders/41') {
  return renderInApp(<OrderDetailScreen orderId={41} />, { url, queryClient: makeQueryClient() })
}

/** The order page with its "Choose another way to pay" dialog open, as the customer opens it. */
async function openPaymentChoice() {
  const user = userEvent.setup()
  renderOrder()
  await user.click(await screen.findByRole('button', { name: 'Choose another way to pay' }))
  const dialog = await screen.findByRole('dialog', { name: 'Choose another way to pay' })
  return { user, dialog }
}

/** In that dialog, picks the way to pay named `name` and saves. */
async function payInsteadWith(name: string) {
  const { user, dialog } = await openPaymentChoice()
  await user.click(within(dialog).getByRole('radio', { name }))
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
}

function stubLocation() {
  const assign = vi.fn()
  vi.stubGlobal('location', { ...window.location, assign })
  return assign
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the order page while a wallet payment is pending', () => {
  it('says KBZPay has not confirmed yet, since when, and offers to pay again or choose another way', async () => {
    stubApi({ [ORDER]: { body: pendingOrder() } })
    renderOrder()
    expect(await screen.findByText('Waiting for KBZPay to confirm your payment')).toBeTruthy()
    expect(
      screen.getByText(
        `You started paying with KBZPay at ${formatTime(SINCE)}. It usually takes a minute.`,
      ),
    ).toBeTruthy()
    expect(
      screen.getByText(/we check with KBZPay first, so you are never charged twice/),
    ).toBeTruthy()
    // One place to act while pending: the note's buttons, not a second Pay now below.
    expect(screen.getAllByRole('button', { name: 'Pay again' })).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull()
    expect(screen.getAllByRole('button', { name: 'Choose another way to pay' })).toHaveLength(1)
  })

  it('pay again: a payment found paid meanwhile turns the page Paid, with no new payment page', async () => {
    let paid = false
    const calls = stubApi({
      [ORDER]: () => ({ body: paid ? paidOrder() : pendingOrder() }),
      [PAY]: () => {
        paid = true
        return { body: { status: 'PAID', order: paidOrder() } }
      },
    })
    const assign = stubLocation()
    const toasts = spyOnToasts()
    const user = userEvent.setup()
    renderOrder()
    await user.click(await screen.findByRole('button', { name: 'Pay again' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Payment received. Thank you!'))
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Paid'))
    expect(screen.queryByText('Waiting for KBZPay to confirm your payment')).toBeNull()
    expect(assign).not.toHaveBeenCalled()
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1)
  })

  it('pay again: a new payment goes to the page the server answers; a refusal shows its message', async () => {
    const message =
      'The payment service did not answer. Please try again in a moment, or choose another method.'
    let up = true
    stubApi({
      [ORDER]: { body: pendingOrder() },
      [PAY]: () =>
        up
          ? { body: { status: 'STARTED', value: 'http://dinger.example/redirect?x=1' } }
          : refusal(502, 'PAYMENT_GATEWAY', message),
    })
    const toasts = spyOnToasts()
    const user = userEvent.setup()
    renderOrder()
    up = false
    await user.click(await screen.findByRole('button', { name: 'Pay again' }))
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(message))
    expect(screen.getByText('Waiting for KBZPay to confirm your payment')).toBeTruthy()
    // Stubbed only now: the error toast reads the page's own address.
    const assign = stubLocation()
    up = true
    await user.click(screen.getByRole('button', { name: 'Pay again' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://dinger.example/redirect?x=1'))
  })

  it('back from the wallet with ?payment=pending: approve in the app; the page turns Paid by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let paid = false
    const calls = stubApi({ [ORDER]: () => ({ body: paid ? paidOrder() : pendingOrder() }) })
    renderOrder('/orders/41?payment=pending')
    expect(
      await screen.findByText(
        'Please approve the payment in your KBZPay app. This page updates by itself.',
      ),
    ).toBeTruthy()
    const asked = () => calls.filter((call) => call.method === 'GET').length
    const before = asked()
    paid = true
    await act(() => vi.advanceTimersByTimeAsync(PENDING_PAYMENT_REFETCH_MS + 100))
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Paid'))
    expect(asked()).toBe(before + 1)
    expect(screen.getByText('Payment received. Thank you!')).toBeTruthy()
    // Paid: no more asking.
    await act(() => vi.advanceTimersByTimeAsync(3 * PENDING_PAYMENT_REFETCH_MS))
    expect(asked()).toBe(before + 1)
  })

  it('says the same in Burmese under /my', async () => {
    await loadAllTexts()
    stubApi({ [ORDER]: { body: pendingOrder() } })
    renderOrder('/my/orders/41?payment=pending')
    expect(await screen.findByText('KBZPay မှ သင့်ငွေပေးချေမှုကို အတည်ပြုရန် စောင့်နေပါသည်')).toBeTruthy()
    expect(screen.getByText(/KBZPay app ထဲတွင် ငွေပေးချေမှုကို အတည်ပြုပေးပါ/)).toBeTruthy()
    expect(screen.getByText(new RegExp(formatTime(SINCE, 'my')))).toBeTruthy()
    expect(screen.getByRole('button', { name: 'ထပ်မံ ပေးချေမည်' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'တခြား ငွေပေးချေနည်း ရွေးမည်' })).toBeTruthy()
  })
})

describe('choosing another way to pay', () => {
  it('offers the checkout’s choices, starting from the order’s own, and saves bank transfer', async () => {
    let changed = false
    const transfer = pendingOrder({
      paymentInfo: { paymentType: 'BANK_TRANSFER', phoneNo: '09790000555' },
      paymentResponse: undefined,
      payment: null,
    })
    const calls = stubApi({
      [ORDER]: () => ({ body: changed ? transfer : pendingOrder() }),
      [CHANGE]: () => {
        changed = true
        return { body: transfer }
      },
    })
    const toasts = spyOnToasts()
    const { user, dialog } = await openPaymentChoice()
    // A delivery: cash on delivery, not pay at store; KBZPay picked as it is now.
    expect(within(dialog).getByRole('radio', { name: 'Cash on delivery' })).toBeTruthy()
    expect(within(dialog).queryByRole('radio', { name: 'Pay at store' })).toBeNull()
    expect(
      (within(dialog).getByRole('radio', { name: 'KBZPay' }) as HTMLInputElement).checked,
    ).toBe(true)
    await user.click(within(dialog).getByRole('radio', { name: 'Bank Transfer' }))
    const phone = within(dialog).getByLabelText('Payment phone number')
    await user.clear(phone)
    await user.type(phone, '၀၉၇၉၀၀၀၀၅၅၅')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Payment method changed.'))
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      paymentType: 'BANK_TRANSFER',
      phoneNo: '09790000555',
    })
    expect(await screen.findByRole('list', { name: 'Pay to one of these accounts' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Upload receipt images' })).toBeTruthy()
    expect(screen.queryByText('Waiting for KBZPay to confirm your payment')).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('another wallet goes straight on to paying it', async () => {
    const wave = pendingOrder({
      paymentInfo: { paymentType: 'WAVE_PAY', phoneNo: '09790000123' },
      payment: null,
    })
    const calls = stubApi({
      [ORDER]: { body: pendingOrder({ payment: null }) },
      [CHANGE]: { body: wave },
      [PAY]: { body: { status: 'STARTED', value: 'http://dinger.example/wave' } },
    })
    const assign = stubLocation()
    await payInsteadWith('WavePay')
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://dinger.example/wave'))
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(PAY)
  })

  it('a payment that had already arrived: the server’s message, and the page shows Paid', async () => {
    const message =
      'Your payment for this order has already arrived, so the payment method was not changed.'
    let paid = false
    stubApi({
      [ORDER]: () => ({ body: paid ? paidOrder() : pendingOrder() }),
      [CHANGE]: () => {
        paid = true
        return refusal(409, 'PAYMENT_ALREADY_RECEIVED', message)
      },
    })
    const toasts = spyOnToasts()
    await payInsteadWith('Cash on delivery')
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(message))
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Paid'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
