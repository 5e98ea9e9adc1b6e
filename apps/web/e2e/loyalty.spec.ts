import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { describeInBrowser, screenshot, VIEWPORTS } from './support/browser.ts'
import { apiGet, newCustomer, open, placePickupOrder, register, toast } from './support/shop.ts'
import { moveOrder, staffToken } from './support/staff.ts'

async function openPointHistory(page: Page) {
  await open(page, '/profile?tab=points')
  await page.getByRole('button', { name: 'Transfer Points' }).waitFor()
}

/** How an entry's amount is read out ('Received 1,234 points'). */
const amount = (type: 'Received' | 'Used', count: number) =>
  `${type} ${count.toLocaleString('en-US')} ${count === 1 ? 'point' : 'points'}`

const currentPoints = (page: Page) => page.getByTestId('current-points').first().textContent()
const entries = (page: Page) => page.getByTestId('point-entry')
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ })

describeInBrowser('points and notifications in the browser', (browser) => {
  it('delivered order → points and a notification → transfer by typed id → both sides see it', async () => {
    // The receiver first, to learn the id a friend would type.
    const receiverPage = await browser.newPage({ viewport: VIEWPORTS.phone })
    await register(receiverPage, newCustomer('thida', { phonePrefix: '095', name: 'Thida' }))
    await openPointHistory(receiverPage)
    const receiverId = (
      (await receiverPage.getByTestId('customer-id').first().textContent()) ?? ''
    ).replace(/\D/g, '')
    expect(Number(receiverId)).toBeGreaterThan(0)

    // The sender buys something; staff deliver it through the real API.
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await register(page, newCustomer('kyaw', { phonePrefix: '094', name: 'Kyaw' }))
    const orderId = await placePickupOrder(page)
    const order = await apiGet<{ totalAmount: number; amountPoints: number }>(
      page,
      `/customers/me/orders/${orderId}`,
    )
    const earned = Math.floor(order.totalAmount / 1000)
    expect(order.amountPoints).toBe(earned)
    expect(earned).toBeGreaterThan(1)
    const staff = await staffToken()
    for (const status of ['APPROVED', 'PAID', 'DELIVERED']) await moveOrder(staff, orderId, status)

    // The points are there, with their entry, and the bell says so.
    await openPointHistory(page)
    await expect.poll(() => currentPoints(page)).toBe(earned.toLocaleString('en-US'))
    await entries(page).first().getByText('Received').waitFor()
    await entries(page).first().getByLabel(amount('Received', earned)).waitFor()
    await bell(page).click()
    const list = page.getByRole('dialog', { name: 'Notifications' })
    await list.getByText(`You received ${earned} points for order`, { exact: false }).waitFor()
    await screenshot(page, 'loyalty-bell-desktop')
    await bell(page).click()

    // Transfer part of them to the receiver, whose id is typed by hand.
    const sent = earned - 1
    await page.getByRole('button', { name: 'Transfer Points' }).click()
    const dialog = page.getByRole('dialog', { name: 'Transfer Points' })
    await dialog.getByRole('button', { name: 'Transfer' }).click()
    await dialog.getByText('To Customer Id is required').waitFor()
    await dialog.getByLabel(/^To Customer/).fill(receiverId)
    await dialog.getByLabel(/^Points/).fill(String(earned + 1))
    await toast(page, 'Your current point is not enough.')
    await dialog.getByLabel(/^Points/).fill(String(sent))
    await dialog.getByLabel(/^Note/).fill('For your vitamins')
    await screenshot(page, 'loyalty-transfer-dialog')
    await dialog.getByRole('button', { name: 'Transfer' }).click()
    await toast(page, 'Your profile has been updated!')
    await expect.poll(() => currentPoints(page)).toBe('1')
    await entries(page).first().getByLabel(amount('Used', sent)).waitFor()
    await entries(page).first().getByText('For your vitamins').waitFor()
    await screenshot(page, 'loyalty-point-history-desktop')

    // The receiver: an unread notification; opening it marks it read; the points arrived.
    await receiverPage.reload()
    await expect
      .poll(() => bell(receiverPage).getAttribute('aria-label'))
      .toBe('Notifications, 1 unread')
    await bell(receiverPage).click()
    const drawer = receiverPage.getByRole('dialog', { name: 'Notifications' })
    const item = drawer.getByRole('listitem').filter({ hasText: 'Points received' })
    await item.waitFor()
    expect(await item.getAttribute('data-unread')).toBe('true')
    await screenshot(receiverPage, 'loyalty-bell-phone')
    await item.getByRole('button', { name: /^Points received/ }).click()
    await item.getByText(`You received ${sent} points from`, { exact: false }).waitFor()
    await expect.poll(() => item.getAttribute('data-unread')).toBeNull()
    await expect.poll(() => bell(receiverPage).getAttribute('aria-label')).toBe('Notifications')
    await receiverPage.keyboard.press('Escape')

    await openPointHistory(receiverPage)
    await expect.poll(() => currentPoints(receiverPage)).toBe(sent.toLocaleString('en-US'))
    await entries(receiverPage).first().getByLabel(amount('Received', sent)).waitFor()
    await entries(receiverPage).first().getByText('For your vitamins').waitFor()
    await screenshot(receiverPage, 'loyalty-point-history-phone')
    await page.close()
    await receiverPage.close()
  }, 180_000)
})
