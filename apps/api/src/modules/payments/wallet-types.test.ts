import { formatKs, GATEWAY_PAYMENT_TYPES, messages, type PaymentType } from '@kyanma/shared'
import { toString as drawQr } from 'qrcode'
import { describe, expect, it } from 'vitest'
import { call } from '#test/auth-helpers.ts'
import { freshProduct, ORDERS, orderBody, placeOrder, shopper } from '#test/order-helpers.ts'
import { sandboxDecide, sandboxPage } from '#test/payment-helpers.ts'
import { receiptOrder } from '#test/receipt-helpers.ts'
import { useTestApp } from '#test/test-app.ts'
import { mmqrPayload } from './mmqr-payload.ts'

/** KBZPay, WavePay and MMQR (decision 020): gateway types paid on the sandbox page for now. */

const t = useTestApp()

const ADDED: PaymentType[] = ['KBZ_PAY', 'WAVE_PAY', 'MMQR']

describe('the KBZPay, WavePay and MMQR payment types', () => {
  it('are gateway types: each order answers the payment page to go to', async () => {
    const me = await shopper(t.app)
    for (const type of ADDED) {
      expect(GATEWAY_PAYMENT_TYPES).toContain(type)
      const placed = await receiptOrder(
        t.app,
        me.token,
        type as Exclude<PaymentType, 'PAY_AT_STORE'>,
      )
      expect([placed.status, placed.paymentInfo.paymentType]).toEqual(['WAITING_FOR_PAYMENT', type])
      expect(placed.paymentResponse.value).toBe(
        `http://localhost:3000/api/payments/sandbox/${placed.id}`,
      )
    }
  })

  it('shows KBZPay on the sandbox page without a QR code', async () => {
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token, 'KBZ_PAY')
    const shown = await sandboxPage(t.app, me.token, placed.id)
    expect(shown.statusCode).toBe(200)
    expect(shown.body).toContain('<h1>KBZPay</h1>')
    expect(shown.body).not.toContain('<svg')
  })

  it('shows an MMQR order’s QR code inline, and Approve pays it', async () => {
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token, 'MMQR')
    const shown = await sandboxPage(t.app, me.token, placed.id)
    expect(shown.statusCode).toBe(200)
    for (const text of ['<h1>MMQR</h1>', placed.voucherNo, formatKs(placed.totalAmount)])
      expect(shown.body).toContain(text)
    expect(shown.body).toMatch(/<svg role="img" aria-label="MMQR code"[^>]*viewBox=/)
    expect(shown.body).toContain('Scan with any Myanmar banking or wallet app')
    // The code carries this order's payload: amount and voucher number as the bill number.
    const payload = mmqrPayload({
      merchantName: 'Kyanma',
      merchantCity: 'Yangon',
      amount: placed.totalAmount,
      billNumber: placed.voucherNo,
    })
    const drawn = await drawQr(payload, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
    expect(shown.body).toContain(drawn.slice(drawn.indexOf('<path')))
    // Inline, so the page's Content-Security-Policy (no outside images) still holds.
    expect(shown.body).not.toMatch(/<img|https?:\/\/(?!www\.w3\.org)/)
    expect(shown.headers['content-security-policy']).toContain("img-src 'self' data: blob:")
    expect(shown.body).toMatch(/value="approve">Approve</)

    const approved = await sandboxDecide(t.app, me.token, placed.id, 'approve')
    expect(approved.headers.location).toBe(`/orders/${placed.id}?payment=approved`)
    const paid = (await call(t.app, 'GET', `${ORDERS}/${placed.id}`, { token: me.token })).body
    expect([paid.status, paid.isPaid]).toEqual(['PAID', true])
  })

  it('still refuses a payment type it does not know with a 400 and a message', async () => {
    const me = await shopper(t.app)
    const product = await freshProduct(t.app, 5)
    const body = orderBody([{ product, qty: 1 }])
    for (const paymentType of ['KBZPAY', 'WALLET', 'mmqr']) {
      const refused = await placeOrder(t.app, me.token, {
        ...body,
        paymentInfo: { paymentType, phoneNo: '' },
      })
      expect([refused.status, refused.body.message]).toEqual([400, messages.paymentTypeInvalid])
    }
    const missing = await placeOrder(t.app, me.token, { ...body, paymentInfo: { phoneNo: '' } })
    expect([missing.status, missing.body.message]).toEqual([
      400,
      `paymentInfo.paymentType ${messages.required}`,
    ])
  })
})
