import { formatLongDate, formatMmk, formatNumber } from '@kyanma/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { refusal, spyOnToasts, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { orderFixture } from '#app/features/orders/test/order-fixture.ts'
import { makeQueryClient } from '#app/lib/query-client.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { OrderDetailScreen } from './order-detail-screen.tsx'

const ORDER = 'GET /customers/me/orders/41'

function renderOrder(url = '/orders/41') {
  return renderInApp(<OrderDetailScreen orderId={41} />, {
    url,
    queryClient: makeQueryClient(),
  })
}

describe('order detail', () => {
  it('shows the steps, number, yellow badge, items, amounts, points and shipping', async () => {
    stubApi({ [ORDER]: { body: orderFixture({ paymentPoints: 300, totalAmount: 56_700 }) } })
    renderOrder()
    expect(await screen.findByRole('heading', { name: 'Order KY-20261122-0041' })).toBeTruthy()
    for (const step of ['Waiting for Payment', 'Pending', 'Order Approved', 'Payment', 'Delivered'])
      expect(screen.getAllByText(step).length).toBeGreaterThan(0)
    const badge = screen.getByTestId('order-status')
    expect(badge.textContent).toBe('Pending')
    expect(badge.getAttribute('data-color')).toBe('yellow')
    const items = screen.getByRole('list', { name: 'Items' })
    expect(within(items).getByText('Vitamin C 1000 mg').hasAttribute('lang')).toBe(false)
    expect(within(items).getByText('Qty: 2')).toBeTruthy()
    expect(within(items).getByText('12,500 Ks')).toBeTruthy()
    expect(screen.getByTestId('order-subtotal').textContent).toBe('55,000 MMK')
    expect(screen.getByTestId('order-points-used').textContent).toBe('- 300 MMK')
    expect(screen.getByTestId('order-total').textContent).toBe('56,700 MMK')
    expect(screen.getByTestId('order-points-earned').textContent).toBe('57')
    expect(screen.getByTestId('shipping-info').textContent).toContain(
      'Shwe Mandalar, Gate 2, Ward 4, Taunggyi, Shan State',
    )
    expect(screen.getByText('Need help?')).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Pay to one of these accounts' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Back to profile' }).getAttribute('href')).toBe(
      '/profile?tab=orders',
    )
  })

  it('cancels with a required reason, toasts and shows the new status', async () => {
    let cancelled = false
    const calls = stubApi({
      [ORDER]: () => ({
        body: orderFixture(cancelled ? { status: 'CANCELLED', cancelReason: 'Ordered twice' } : {}),
      }),
      'DELETE /customers/me/orders/41?reason=Ordered+twice': () => {
        cancelled = true
        return { body: { message: 'Order canceled successful!' } }
      },
    })
    const toasts = spyOnToasts()
    const user = userEvent.setup()
    renderOrder()
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Return Order?' })
    expect(
      within(dialog).getByText(/Would you like to return the order\? Please contact/),
    ).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: '09 790 000 100' })).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }))
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy()
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)

    await user.type(within(dialog).getByLabelText(/^Reason/), 'Ordered twice')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Order canceled successful!'))
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Cancelled'))
    expect(screen.getByTestId('order-status').getAttribute('data-color')).toBe('red')
    expect(screen.getByText('This order was cancelled: Ordered twice')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull())
  })

  it('lists the six bank accounts and uploads several receipt images', async () => {
    let uploaded = false
    const transfer = orderFixture({
      status: 'WAITING_FOR_PAYMENT',
      paymentInfo: { paymentType: 'BANK_TRANSFER', phoneNo: '09790000123' },
    })
    const calls = stubApi({
      [ORDER]: () => ({
        body: uploaded
          ? {
              ...transfer,
              status: 'PENDING',
              bankAttachments: [{ id: 1, urls: { private: '/media/private/r1.webp' } }],
            }
          : transfer,
      }),
      'POST /customers/me/orders/41/bankAttachment': () => {
        uploaded = true
        return { status: 201, body: { message: 'Success!' } }
      },
    })
    const toasts = spyOnToasts()
    const user = userEvent.setup({ applyAccept: false })
    const { container } = renderOrder()
    const accounts = await screen.findByRole('list', { name: 'Pay to one of these accounts' })
    expect(within(accounts).getAllByRole('listitem')).toHaveLength(6)
    expect(within(accounts).getByText('KBZ Bank')).toBeTruthy()
    expect(screen.getByText(/upload the receipt below/)).toBeTruthy()

    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')
    expect(input?.accept).toBe('image/*')
    expect(input?.multiple).toBe(true)
    const receipt = (name: string, type: string) => new File(['x'], name, { type })
    await user.upload(input as HTMLInputElement, [
      receipt('a.jpg', 'image/jpeg'),
      receipt('b.png', 'image/png'),
      receipt('notes.pdf', 'application/pdf'),
    ])
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Success!'))
    const sent = calls.find((call) => call.method === 'POST')?.body as FormData
    expect(sent.getAll('attachmentFile').map((file) => (file as File).name)).toEqual([
      'a.jpg',
      'b.png',
    ])
    expect(await screen.findByRole('img', { name: 'Receipt 1' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Upload receipt images' })).toBeNull()
    // With the receipt in, the accounts stay for reference but no longer ask for an upload.
    expect(screen.getByText('We have your receipt and will confirm the payment soon.')).toBeTruthy()
    expect(screen.queryByText(/upload the receipt below/)).toBeNull()
  })

  it('after a declined gateway payment, says so and offers the payment page again', async () => {
    const page = 'http://localhost:3000/api/payments/sandbox/41'
    stubApi({
      [ORDER]: {
        body: orderFixture({
          status: 'WAITING_FOR_PAYMENT',
          paymentInfo: { paymentType: 'UAB_PAY', phoneNo: '' },
          paymentResponse: { value: page },
        }),
      },
    })
    renderOrder('/orders/41?payment=declined')
    expect(
      await screen.findByText('The payment was declined. You can try again or cancel the order.'),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Choose another way to pay' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Upload receipt images' })).toBeNull()
  })

  it('thanks the shopper back from an approved payment, with no Pay now', async () => {
    stubApi({
      [ORDER]: {
        body: orderFixture({
          status: 'PAID',
          isPaid: true,
          paymentInfo: { paymentType: 'UAB_PAY', phoneNo: '' },
        }),
      },
    })
    renderOrder('/orders/41?payment=approved')
    expect(await screen.findByText('Payment received. Thank you!')).toBeTruthy()
    expect(screen.getByTestId('order-status').textContent).toBe('Paid')
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Choose another way to pay' })).toBeNull()
  })

  it("says so when the order is not the customer's", async () => {
    stubApi({ [ORDER]: refusal(404, 'NOT_FOUND', 'Not found') })
    renderOrder()
    expect(await screen.findByText('This order could not be found.')).toBeTruthy()
  })

  it('shows the order in Burmese under /my, the order number as it is', async () => {
    await loadAllTexts()
    const order = orderFixture({ paymentPoints: 300, totalAmount: 56_700 })
    stubApi({ [ORDER]: { body: order } })
    renderOrder('/my/orders/41')
    // The order number is an identifier, not a number to read: its digits stay Latin.
    expect(await screen.findByRole('heading', { name: 'အော်ဒါ KY-20261122-0041' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Order KY-20261122-0041' })).toBeNull()
    expect(screen.getByTestId('order-status').textContent).toBe('စောင့်ဆိုင်းဆဲ')
    expect(screen.getByRole('list', { name: 'အော်ဒါ အခြေအနေ' }).textContent).toContain(
      formatNumber(2, 'my'),
    )
    const items = screen.getByRole('list', { name: 'ပစ္စည်းများ' })
    expect(within(items).getByText(`အရေအတွက် - ${formatNumber(2, 'my')}`)).toBeTruthy()
    expect(within(items).getByText('၁၂,၅၀၀ ကျပ်')).toBeTruthy()
    // Order lines keep their English names (decision 039), marked as English.
    expect(within(items).getByText('Vitamin C 1000 mg').getAttribute('lang')).toBe('en')
    expect(screen.getByTestId('order-subtotal').textContent).toBe(formatMmk(55_000, 'my'))
    expect(screen.getByTestId('order-subtotal').textContent).toBe('၅၅,၀၀၀\u00a0ကျပ်')
    expect(screen.getByTestId('order-total').textContent).toBe(formatMmk(56_700, 'my'))
    expect(screen.getByTestId('order-points-earned').textContent).toBe(formatNumber(57, 'my'))
    expect(screen.getByText(`မှာယူသည့်ရက် - ${formatLongDate(order.createdAt, 'my')}`)).toBeTruthy()
    expect(screen.queryByText('Need help?')).toBeNull()
    expect(screen.getByText('အကူအညီ လိုပါသလား။')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'ပရိုဖိုင်သို့ ပြန်သွားမည်' }).getAttribute('href')).toBe(
      '/my/profile?tab=orders',
    )
  })

  it('tells the customer about money owed back: due, then given with its reference', async () => {
    const cancelled = { status: 'CANCELLED' as const, cancelReason: 'Out of stock', isPaid: true }
    const refund = { id: 3, amount: 57_000, method: null, reference: null, refundedAt: null }
    stubApi({
      [ORDER]: { body: orderFixture({ ...cancelled, refunds: [{ ...refund, state: 'DUE' }] }) },
    })
    const { unmount } = renderOrder()
    expect(
      await screen.findByText(
        'We owe you 57,000 Ks for this order and will give it back soon. We will tell you when it is done.',
      ),
    ).toBeTruthy()
    unmount()

    const given = {
      ...refund,
      state: 'DONE' as const,
      method: 'MANUAL' as const,
      reference: 'KBZ-TRF-88213',
      refundedAt: '2026-11-25T04:00:00.000Z',
    }
    await loadAllTexts()
    stubApi({ [ORDER]: { body: orderFixture({ ...cancelled, refunds: [given] }) } })
    renderOrder('/my/orders/41')
    const date = formatLongDate(given.refundedAt, 'my')
    expect(
      await screen.findByText(`၅၇,၀၀၀ ကျပ် ကို ${date} တွင် သင့်ထံ ပြန်အမ်းပြီးပါပြီ။ အမှတ် - KBZ-TRF-88213။`),
    ).toBeTruthy()
  })
})
