import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { baseUrl, describeInBrowser, screenshot, VIEWPORTS } from './support/browser.ts'
import { writeReceiptPng } from './support/receipt-image.ts'
import {
  addToCartAndCheckOut,
  apiGet,
  newCustomer,
  open,
  placeForPickup,
  register,
  toast,
} from './support/shop.ts'
import { pressStatusButtons, signInToBackOffice } from './support/staff.ts'

const customerStatus = (page: Page) => page.getByTestId('order-status').textContent()
const staffStatus = (page: Page) => page.getByTestId('order-status').first().textContent()
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ })

/** The customer places a pick-up bank-transfer order and uploads a receipt: it is pending. */
async function placeTransferWithReceipt(page: Page) {
  await addToCartAndCheckOut(page)
  const id = await placeForPickup(page, 'Bank Transfer')
  await page.locator('input[type=file]').setInputFiles(writeReceiptPng())
  await toast(page, 'Success!')
  await expect.poll(() => customerStatus(page)).toBe('Pending')
  const order = await apiGet<{ voucherNo: string; totalAmount: number }>(
    page,
    `/customers/me/orders/${id}`,
  )
  return { id, ...order }
}

describeInBrowser('staff run an order in the back office', (browser) => {
  it('receipt uploaded → staff review it, approve, mark paid and delivered → the customer sees it all', async () => {
    const shopPage = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await register(shopPage, newCustomer('admin-orders'))
    const order = await placeTransferWithReceipt(shopPage)

    // A new page is a new browser context: the staff session has nothing of the customer's.
    const staff = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await signInToBackOffice(staff)
    const waiting = staff.getByRole('table')
    await waiting.getByRole('button', { name: /^Placed at/ }).click() // newest first
    await waiting.getByRole('link', { name: order.voucherNo }).click()
    await staff.waitForURL(`${baseUrl()}/admin/orders/${order.id}`)
    await staff.getByRole('heading', { name: `Order ${order.voucherNo}` }).waitFor()
    await expect.poll(() => staffStatus(staff)).toBe('Pending')

    const thumbnail = staff.getByRole('img', { name: 'Receipt 1' })
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(8)
    await staff.getByRole('button', { name: 'Receipt 1' }).click()
    const large = staff
      .getByRole('dialog', { name: 'Receipt 1' })
      .getByRole('img', { name: 'Receipt 1' })
    await expect.poll(() => large.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(8)
    await screenshot(staff, 'admin-order-receipt')
    await staff.keyboard.press('Escape')

    await pressStatusButtons(staff, [
      ['Approve', 'Approved'],
      ['Mark paid', 'Paid'],
      ['Mark delivered', 'Delivered'],
    ])
    await toast(staff, 'The order status has been changed.')
    await staff.getByRole('button', { name: 'Refund', exact: true }).waitFor()
    await screenshot(staff, 'admin-order-delivered')

    // The customer: delivered, told so by the bell, and the points are in the history.
    await shopPage.reload()
    await expect.poll(() => customerStatus(shopPage)).toBe('Delivered')
    await bell(shopPage).click()
    const notices = shopPage.getByRole('dialog', { name: 'Notifications' })
    await notices.getByText('Order delivered').first().waitFor()
    await shopPage.keyboard.press('Escape')
    await open(shopPage, '/profile?tab=points')
    const earned = Math.floor(order.totalAmount / 1000)
    expect(earned).toBeGreaterThan(0)
    await expect
      .poll(() => shopPage.getByTestId('current-points').first().textContent())
      .toBe(earned.toLocaleString('en-US'))

    // The goods come back: staff refund the order, then give the money back by hand.
    await staff.getByRole('button', { name: 'Refund', exact: true }).click()
    await expect.poll(() => staffStatus(staff)).toBe('Refunded')
    await open(staff, '/admin')
    await staff.getByText(/refunds? (is|are) waiting to be given back/).waitFor()
    await staff.getByRole('link', { name: 'Open the refunds' }).click()
    const owed = staff.getByRole('row').filter({ hasText: order.voucherNo })
    await owed.getByText('Refunded after delivery').waitFor()
    await owed.getByRole('button', { name: 'Give back' }).click()
    const giving = staff.getByRole('dialog', { name: `Give money back for ${order.voucherNo}` })
    await giving.getByLabel(/^Reference/).fill('KBZ-TRF-E2E1')
    await staff.waitForTimeout(400) // the modal's fade-in
    await screenshot(staff, 'admin-refund-give')
    await giving.getByRole('button', { name: /^Give back/ }).click()
    await toast(staff, 'The money is given back; the customer has been told.')
    await staff.getByText('Given back', { exact: true }).click()
    await owed.getByText(/KBZ-TRF-E2E1/).waitFor()
    await screenshot(staff, 'admin-refunds-given')

    await open(shopPage, `/orders/${order.id}`)
    await shopPage.getByText(/was given back to you on .+\. Reference: KBZ-TRF-E2E1\./).waitFor()
    await staff.close()
    await shopPage.close()
  }, 180_000)

  it('shows the sign-in, not the back office, to a customer’s token', async () => {
    const customer = newCustomer('admin-refused')
    const registered = await fetch(`${baseUrl()}/api/auth/customers/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        displayName: customer.name,
        phoneNumber: customer.phone,
        user: customer.email,
        password: customer.password,
        confirmPassword: customer.password,
        deviceId: 'e2e',
        deviceOS: 'Linux',
      }),
    })
    expect(registered.status).toBe(201)
    const { accessToken, user } = (await registered.json()) as { accessToken: string; user: object }
    const page = await browser.newPage({ viewport: VIEWPORTS.phone })
    // As if the customer's token had been put where the back office keeps its session.
    await page.addInitScript(
      (session) => window.sessionStorage.setItem('kyanma.staffSession', session),
      JSON.stringify({ token: accessToken, user }),
    )
    await open(page, '/admin/orders')
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor()
    expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(0)
    expect(await page.getByRole('table').count()).toBe(0)
    await page.close()
  }, 60_000)
})
