import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { baseUrl, describeInBrowser, screenshot, VIEWPORTS } from './support/browser.ts'
import { writeReceiptPng } from './support/receipt-image.ts'
import {
  addToCartAndCheckOut,
  newCustomer,
  orderWithWallet,
  placeForPickup,
  register,
  toast,
} from './support/shop.ts'

const orderStatus = (page: Page) => page.getByTestId('order-status').textContent()

describeInBrowser('paying for orders in the browser', (browser) => {
  it('bank transfer → upload a receipt → pending, and the receipt shows', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await register(page, newCustomer('transfer', { phonePrefix: '096', name: 'Hla' }))
    await addToCartAndCheckOut(page)
    await placeForPickup(page, 'Bank Transfer')
    await expect.poll(() => orderStatus(page)).toBe('Waiting for Payment')
    await page.getByText('Pay to one of these accounts').waitFor()

    await page.locator('input[type=file]').setInputFiles(writeReceiptPng())
    await toast(page, 'Success!')
    await expect.poll(() => orderStatus(page)).toBe('Pending')
    // The thumbnail is loaded from the private address with the session cookie.
    const thumbnail = page.getByRole('img', { name: 'Receipt 1' })
    await thumbnail.waitFor()
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(8)
    await expect
      .poll(() => page.getByRole('button', { name: 'Upload receipt images' }).count())
      .toBe(0)
    await screenshot(page, 'order-receipt-uploaded')
    await page.close()
  }, 150_000)

  it('wallet → the sandbox payment page → Decline → Pay now → Approve → the order, paid', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone })
    await register(page, newCustomer('wallet', { phonePrefix: '096', name: 'Hla' }))
    await orderWithWallet(page, 'UAB Pay')

    await page.waitForURL(/\/api\/payments\/sandbox\/\d+$/)
    await page.getByRole('heading', { name: 'UAB Pay' }).waitFor()
    const voucher = (await page.locator('dd').nth(1).textContent()) ?? ''
    expect(voucher).toMatch(/^KY-\d{4}-\d{6}$/)
    expect(await page.locator('dd').nth(2).textContent()).toMatch(/^[\d,]+ Ks$/)
    await screenshot(page, 'sandbox-payment-page')

    // Declined first: the order still waits, and Pay now goes back to the payment page.
    await page.getByRole('button', { name: 'Decline' }).click()
    await page.waitForURL(/\/orders\/\d+\?payment=declined$/)
    await page
      .getByText('The payment was declined. You can try again or cancel the order.')
      .waitFor()
    await expect.poll(() => orderStatus(page)).toBe('Waiting for Payment')
    await page.getByRole('button', { name: 'Pay now' }).click()
    await page.waitForURL(/\/api\/payments\/sandbox\/\d+$/)
    await page.getByRole('button', { name: 'Approve' }).click()

    await page.waitForURL(/\/orders\/\d+\?payment=approved$/)
    expect(page.url().startsWith(baseUrl())).toBe(true)
    await page.getByRole('heading', { name: `Order ${voucher}` }).waitFor()
    await page.getByText('Payment received. Thank you!').waitFor()
    await expect.poll(() => orderStatus(page)).toBe('Paid')
    await screenshot(page, 'order-paid')
    await page.close()
  }, 150_000)

  it('MMQR → the sandbox page shows its QR code → Approve → the order, paid', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone })
    const blocked: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text())
    })
    await register(page, newCustomer('mmqr', { phonePrefix: '096', name: 'Hla' }))
    await addToCartAndCheckOut(page)
    await page.getByRole('radio', { name: 'Pick Up in Store' }).check()
    await page.getByText('Scan with any Myanmar banking or wallet app.').waitFor()
    await page.getByRole('radio', { name: 'MMQR' }).check()
    await page.getByRole('button', { name: 'Place Order' }).click()

    await page.waitForURL(/\/api\/payments\/sandbox\/\d+$/)
    await page.getByRole('heading', { name: 'MMQR' }).waitFor()
    const qr = page.getByRole('img', { name: 'MMQR code' })
    const box = await qr.boundingBox()
    expect(box?.width).toBeGreaterThan(150)
    expect(box?.width).toBe(box?.height)
    await screenshot(page, 'sandbox-mmqr-page')

    await page.getByRole('button', { name: 'Approve' }).click()
    await page.waitForURL(/\/orders\/\d+\?payment=approved$/)
    await page.getByText('Payment received. Thank you!').waitFor()
    await expect.poll(() => orderStatus(page)).toBe('Paid')
    expect(blocked).toEqual([])
    await page.close()
  }, 150_000)
})
