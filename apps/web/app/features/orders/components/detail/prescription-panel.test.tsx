import { formatDateTime, type Order } from '@kyanma/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { spyOnToasts, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { orderFixture } from '#app/features/orders/test/order-fixture.ts'
import { orderPrescriptionFixture } from '#app/features/orders/test/prescription-fixture.ts'
import { makeQueryClient } from '#app/lib/query-client.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { OrderDetailScreen } from './order-detail-screen.tsx'

const ORDER = 'GET /customers/me/orders/41'
const SEND = 'POST /customers/me/orders/41/prescriptions'
const DUE = '2026-11-23T08:00:00.000Z'

function renderOrder(order: Order, url = '/orders/41') {
  const calls = stubApi({ [ORDER]: { body: order } })
  renderInApp(<OrderDetailScreen orderId={41} />, { url, queryClient: makeQueryClient() })
  return calls
}

const withPrescription = (prescription: Parameters<typeof orderPrescriptionFixture>[0]) =>
  orderFixture({ prescription: orderPrescriptionFixture(prescription) })
const panel = () => screen.findByTestId('prescription-panel')
const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent
const badge = () => screen.getByTestId('order-status').textContent

describe('the order page while a prescription is needed', () => {
  it('asks for the photo by its deadline, and sends it to the pharmacist', async () => {
    let sent = false
    const waiting = withPrescription({ status: 'AWAITING_UPLOAD', dueAt: DUE, files: [] })
    const calls = stubApi({
      [ORDER]: () => ({
        body: sent ? withPrescription({ status: 'WAITING_CHECK' }) : waiting,
      }),
      [SEND]: () => {
        sent = true
        return { status: 201, body: withPrescription({ status: 'WAITING_CHECK' }) }
      },
    })
    const toasts = spyOnToasts()
    const user = userEvent.setup({ applyAccept: false })
    const { container } = renderInApp(<OrderDetailScreen orderId={41} />, {
      url: '/orders/41',
      queryClient: makeQueryClient(),
    })
    expect((await panel()).textContent).toContain(
      `We are waiting for a photo of your prescription. Please upload it by ${formatDateTime(DUE)}, or the order will be cancelled.`,
    )
    expect(badge()).toBe('Prescription needed')
    expect(currentStep()).toContain('Prescription check')

    const chooser = container.ownerDocument.querySelector<HTMLInputElement>(
      'input[type=file][multiple]',
    )
    expect(chooser?.accept).toBe('image/jpeg,image/png,image/webp')
    await user.upload(chooser as HTMLInputElement, [
      new File(['x'], 'front.jpg', { type: 'image/jpeg' }),
      new File(['x'], 'back.webp', { type: 'image/webp' }),
    ])
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Thank you! Our pharmacist will check it soon.'),
    )
    const upload = calls.find((call) => `${call.method} ${call.path}` === SEND)
    expect(
      (upload?.body as FormData | undefined)
        ?.getAll('prescriptionFile')
        .map((file) => (file as File).name),
    ).toEqual(['front.jpg', 'back.webp'])
    await waitFor(() => expect(badge()).toBe('Prescription check'))
    expect(screen.queryByRole('button', { name: 'Choose photos' })).toBeNull()
  })

  it('says the pharmacist is checking, with the photos and no upload', async () => {
    renderOrder(withPrescription({ status: 'WAITING_CHECK' }))
    expect((await panel()).textContent).toContain(
      'Our pharmacist is checking your prescription. We will let you know as soon as it is approved.',
    )
    const photos = screen.getByRole('list', { name: 'Prescription photos' })
    const first = within(photos).getByRole('img', { name: 'Prescription photo 1' })
    expect(first.getAttribute('src')).toBe('/api/customers/me/prescriptions/31/file')
    expect(first.closest('a')?.getAttribute('href')).toBe('/api/customers/me/prescriptions/31/file')
    expect(screen.queryByRole('button', { name: 'Choose photos' })).toBeNull()
    expect(badge()).toBe('Prescription check')
    expect(screen.getByTestId('order-status').getAttribute('data-color')).toBe('yellow')
  })

  it('holds a paid order at the pharmacist’s step until the prescription is approved', async () => {
    renderOrder(
      orderFixture({
        status: 'PAID',
        isPaid: true,
        paymentInfo: { paymentType: 'KBZ_PAY', phoneNo: '' },
        prescription: orderPrescriptionFixture(),
      }),
    )
    await panel()
    expect(currentStep()).toContain('Prescription check')
    expect(badge()).toBe('Prescription check')
  })

  it('says it is approved, and the order goes back to its own words', async () => {
    renderOrder(withPrescription({ status: 'APPROVED' }))
    expect((await panel()).textContent).toContain('Our pharmacist approved your prescription.')
    expect(badge()).toBe('Pending')
    expect(currentStep()).toContain('Pending')
    expect(screen.queryByRole('button', { name: 'Choose photos' })).toBeNull()
  })

  it('gives the reason of a refusal and the time left, and takes a new photo', async () => {
    renderOrder(
      withPrescription({
        status: 'REFUSED',
        dueAt: DUE,
        refusalReason: 'The date is not readable',
      }),
    )
    const text = (await panel()).textContent
    expect(text).toContain('Our pharmacist could not accept your prescription')
    expect(text).toContain('Reason: The date is not readable')
    expect(text).toContain(
      `Please send a new photo by ${formatDateTime(DUE)}, or cancel the order.`,
    )
    expect(screen.getByRole('button', { name: 'Choose photos' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeTruthy()
    expect(badge()).toBe('Prescription refused')
  })

  it('keeps only the photos of a cancelled order, and its badge says cancelled', async () => {
    renderOrder(
      orderFixture({
        status: 'CANCELLED',
        cancelReason: 'No new prescription arrived within 24 hours of the refusal',
        prescription: orderPrescriptionFixture({ status: 'REFUSED', refusalReason: 'Blurred' }),
      }),
    )
    const shown = await panel()
    expect(shown.textContent).not.toContain('Blurred')
    expect(within(shown).getByRole('img', { name: 'Prescription photo 1' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Choose photos' })).toBeNull()
    expect(badge()).toBe('Cancelled')
  })

  it('shows no prescription panel on an order that needs none', async () => {
    renderOrder(orderFixture())
    await screen.findByRole('heading', { name: 'Order KY-20261122-0041' })
    expect(screen.queryByTestId('prescription-panel')).toBeNull()
    expect(currentStep()).toContain('Pending')
  })

  it('says it in Burmese under /my: being checked, and refused', async () => {
    await loadAllTexts()
    renderOrder(withPrescription({ status: 'WAITING_CHECK' }), '/my/orders/41')
    expect((await panel()).textContent).toContain('ကျွန်ုပ်တို့၏ ဆေးဝါးပညာရှင်က သင့်ဆေးညွှန်းကို စစ်ဆေးနေပါသည်။')
    expect(badge()).toBe('ဆေးညွှန်း စစ်ဆေးဆဲ')
    expect(currentStep()).toContain('ဆေးညွှန်း စစ်ဆေးခြင်း')
  })

  it('says a refusal in Burmese, with the deadline in Myanmar digits', async () => {
    await loadAllTexts()
    renderOrder(
      withPrescription({ status: 'REFUSED', dueAt: DUE, refusalReason: 'Blurred photo' }),
      '/my/orders/41',
    )
    const text = (await panel()).textContent
    expect(text).toContain('ဆေးဝါးပညာရှင်က သင့်ဆေးညွှန်းကို လက်မခံနိုင်ပါ')
    expect(text).toContain('အကြောင်းရင်း - Blurred photo')
    expect(text).toContain(`${formatDateTime(DUE, 'my')} မတိုင်မီ ဓာတ်ပုံအသစ် ပို့ပေးပါ`)
    expect(badge()).toBe('ဆေးညွှန်း လက်မခံပါ')
    expect(screen.getByRole('button', { name: 'ဓာတ်ပုံ ရွေးမည်' })).toBeTruthy()
  })
})
