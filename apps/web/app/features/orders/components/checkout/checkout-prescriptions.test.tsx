import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { pageOf, refusal, spyOnToasts, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { cartItems, orderFixture } from '#app/features/orders/test/order-fixture.ts'
import { prescriptionFixture, rxCartItems } from '#app/features/orders/test/prescription-fixture.ts'
import {
  noCoupons,
  PLACE,
  PROMOTIONS,
  placeForPickup,
  renderCheckout,
} from '#app/features/orders/test/render-checkout.tsx'
import { loadAllTexts } from '#app/locales/texts-registry.ts'

const LIST = 'GET /customers/me/prescriptions?page=0&size=100'
const UPLOAD = 'POST /customers/me/prescriptions'
const listOf = (...data: ReturnType<typeof prescriptionFixture>[]) => pageOf(data, 100)
const MISSING = 'Please add a photo of your prescription, or choose one you sent before.'

const photo = (name: string, type: string) => new File(['x'], name, { type })
const placed = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => `${call.method} ${call.path}` === PLACE)

describe('checkout with a product that needs a prescription', () => {
  it('names those products, says the pharmacist checks, and sends nothing without one', async () => {
    const calls = stubApi({ [PROMOTIONS]: noCoupons, [LIST]: listOf() })
    const user = userEvent.setup()
    renderCheckout({ items: rxCartItems })
    const needed = await screen.findByRole('list', {
      name: "A doctor's prescription is needed for:",
    })
    expect(
      within(needed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Amoxicillin 250 mg'])
    expect(
      screen.getByText('Our pharmacist checks every prescription before your order is approved.'),
    ).toBeTruthy()
    await placeForPickup(user)
    expect((await screen.findByRole('alert')).textContent).toBe(MISSING)
    expect(placed(calls)).toEqual([])
  })

  it('uploads each photo as it is chosen, waits for them, and sends the ids of those kept', async () => {
    let nextId = 50
    const calls = stubApi({
      [PROMOTIONS]: noCoupons,
      [LIST]: listOf(),
      [UPLOAD]: () => ({ status: 201, body: [prescriptionFixture({ id: nextId++ })] }),
      [PLACE]: { status: 201, body: orderFixture() },
    })
    // The uploads wait until the test lets them through, to see them busy.
    const stubbed = globalThis.fetch
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST' && url.endsWith('/customers/me/prescriptions')) await gate
      return stubbed(url, init)
    })
    spyOnToasts()
    const user = userEvent.setup({ applyAccept: false })
    const { container } = renderCheckout({ items: rxCartItems })
    await screen.findByRole('button', { name: 'Choose photos' })
    const inputs = [
      ...container.ownerDocument.querySelectorAll<HTMLInputElement>('input[type=file]'),
    ]
    const camera = inputs.find((input) => input.getAttribute('capture') === 'environment')
    const chooser = inputs.find((input) => input.multiple)
    expect(camera?.accept).toBe('image/jpeg,image/png,image/webp')
    expect(chooser?.accept).toBe('image/jpeg,image/png,image/webp')

    await user.upload(chooser as HTMLInputElement, [
      photo('page-1.jpg', 'image/jpeg'),
      photo('page-2.png', 'image/png'),
      photo('scan.pdf', 'application/pdf'),
    ])
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please choose JPEG, PNG or WebP photos only.',
    )
    const photos = screen.getByRole('list', { name: 'Prescription photos' })
    expect(
      within(photos)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-busy')),
    ).toEqual(['true', 'true'])
    await placeForPickup(user)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please wait until your photos have been uploaded.',
    )

    release()
    await waitFor(() =>
      expect(
        within(photos)
          .getAllByRole('listitem')
          .every((item) => !item.hasAttribute('aria-busy')),
      ).toBe(true),
    )
    const uploads = calls.filter((call) => `${call.method} ${call.path}` === UPLOAD)
    expect(
      uploads.map((call) => (call.body as FormData).getAll('prescriptionFile').length),
    ).toEqual([1, 1])
    // The photo shows from the shopper's own copy, not fetched back over a slow connection.
    const second = screen.getByRole('img', { name: 'Prescription photo 2' }).getAttribute('src')
    expect(second).toMatch(/^blob:/)
    const revoke = vi.spyOn(URL, 'revokeObjectURL')
    await user.click(screen.getByRole('button', { name: 'Remove prescription photo 2' }))
    expect(screen.queryByRole('img', { name: 'Prescription photo 2' })).toBeNull()
    expect(revoke).toHaveBeenCalledWith(second)

    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    await screen.findByRole('dialog', { name: 'Order placed' })
    expect(
      placed(calls).map((call) => (call.body as { prescriptions: unknown }).prescriptions),
    ).toEqual([[{ id: 50 }]])
  })

  it('offers the prescriptions sent before that the order may use, and sends the one ticked', async () => {
    const calls = stubApi({
      [PROMOTIONS]: noCoupons,
      [LIST]: listOf(
        prescriptionFixture({ id: 14 }),
        prescriptionFixture({ id: 12, status: 'APPROVED', validUntil: '2027-05-31' }),
        // Expired, or on another open order: not offered.
        prescriptionFixture({
          id: 13,
          status: 'APPROVED',
          validUntil: '2026-01-31',
          usable: false,
        }),
      ),
      [PLACE]: { status: 201, body: orderFixture() },
    })
    spyOnToasts()
    const user = userEvent.setup()
    renderCheckout({ items: rxCartItems })
    const approved = await screen.findByRole('group', {
      name: 'Use a prescription our pharmacist approved before',
    })
    expect(within(approved).getAllByRole('checkbox')).toHaveLength(1)
    const sentBefore = screen.getByRole('group', { name: 'Or use a photo you sent before' })
    expect(
      within(sentBefore).getByRole('checkbox', {
        name: 'Sent on 24 November, 2026, not checked yet',
      }),
    ).toBeTruthy()
    await user.click(within(approved).getByRole('checkbox', { name: 'Valid until 31 May, 2027' }))
    await placeForPickup(user)
    await screen.findByRole('dialog', { name: 'Order placed' })
    expect(
      calls.some((call) => call.path === '/customers/me/prescriptions' && call.method === 'POST'),
    ).toBe(false)
    expect(placed(calls)[0]?.body).toMatchObject({ prescriptions: [{ id: 12 }] })
  })

  it("shows the server's refusal beside the section and offers only what is still usable", async () => {
    const message =
      'This prescription is already attached to another order. Please attach the photo again.'
    let lists = 0
    stubApi({
      [PROMOTIONS]: noCoupons,
      [LIST]: () => listOf(prescriptionFixture({ id: 14, usable: lists++ === 0 })),
      [PLACE]: refusal(400, 'PRESCRIPTION_NOT_USABLE', message),
    })
    const toasts = spyOnToasts()
    const user = userEvent.setup()
    renderCheckout({ items: rxCartItems })
    await user.click(await screen.findByRole('checkbox', { name: /^Sent on/ }))
    await placeForPickup(user)
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(message))
    expect((await screen.findByRole('alert')).textContent).toBe(message)
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /^Sent on/ })).toBeNull())
    expect(lists).toBe(2)
  })

  it('asks nothing about prescriptions for a cart that needs none, and sends an empty list', async () => {
    const calls = stubApi({
      [PROMOTIONS]: noCoupons,
      [PLACE]: { status: 201, body: orderFixture() },
    })
    spyOnToasts()
    const user = userEvent.setup()
    renderCheckout({ items: cartItems })
    await placeForPickup(user)
    await screen.findByRole('dialog', { name: 'Order placed' })
    expect(screen.queryByRole('heading', { name: 'Prescription' })).toBeNull()
    expect(calls.some((call) => call.path.startsWith('/customers/me/prescriptions'))).toBe(false)
    expect(placed(calls)[0]?.body).toMatchObject({ prescriptions: [] })
  })

  it('fetches the products again when the server says one of a cart kept from before needs one', async () => {
    const message = 'A prescription is needed for Amoxicillin 250 mg. Please attach a photo of it.'
    stubApi({
      [PROMOTIONS]: noCoupons,
      [PLACE]: refusal(400, 'PRESCRIPTION_REQUIRED', message),
    })
    const toasts = spyOnToasts()
    const user = userEvent.setup()
    // Stored before the cart kept needAttachment: the checkout cannot know.
    const kept = rxCartItems.map(({ needAttachment: _, ...item }) => item)
    const { onTotalChanged } = renderCheckout({ items: kept })
    await placeForPickup(user)
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(message))
    expect(onTotalChanged).toHaveBeenCalled()
  })

  it('asks for the prescription in Burmese under /my', async () => {
    await loadAllTexts()
    stubApi({
      [PROMOTIONS]: noCoupons,
      [LIST]: listOf(prescriptionFixture({ id: 12, status: 'APPROVED', validUntil: '2027-05-31' })),
    })
    const user = userEvent.setup()
    renderCheckout({ items: rxCartItems, url: '/my/orders/create' })
    expect(await screen.findByRole('heading', { name: 'ဆေးညွှန်း' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'ဓာတ်ပုံ ရွေးမည်' })).toBeTruthy()
    expect(await screen.findByRole('checkbox', { name: '၂၀၂၇ မေ ၃၁ အထိ သက်တမ်းရှိသည်' })).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: 'ဆိုင်တွင် လာယူခြင်း' }))
    await user.click(screen.getByRole('button', { name: 'အော်ဒါတင်မည်' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ဆေးညွှန်း ဓာတ်ပုံ ထည့်ပေးပါ သို့မဟုတ် ယခင်က ပို့ထားသော ဆေးညွှန်းကို ရွေးပေးပါ။',
    )
  })
})
