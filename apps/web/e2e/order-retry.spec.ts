import { ORDER_ATTEMPT_STORAGE_KEY } from '@kyanma/shared'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasBrowser, launchBrowser, VIEWPORTS } from './support/browser.ts'
import { addToCartAndCheckOut, apiGet, type NewCustomer, open, register } from './support/shop.ts'

/** A new customer per attempt, so a retried journey never meets the orders of the first try. */
function newCustomer(): NewCustomer {
  const stamp = String(Date.now()).slice(-7)
  return {
    phone: `096${stamp}`,
    name: `Retry ${stamp.slice(-4)}`,
    email: `e2e-retry-${stamp}@example.com`,
    password: 'retry-pass1',
  }
}

describe.skipIf(!hasBrowser())('an order whose answer is lost (issue 14, point 8)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it('is placed once when the shopper reloads the checkout and taps Place Order again', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await register(page, newCustomer())
    await addToCartAndCheckOut(page)
    const pickUpAtStore = async () => {
      await page.getByRole('radio', { name: 'Pick Up in Store' }).check()
      await page.getByRole('radio', { name: 'Pay at store' }).check()
    }
    await pickUpAtStore()

    // The order reaches the server, but its answer never comes back: the connection drops.
    let reached = false
    await page.route('**/api/customers/me/orders', async (route) => {
      if (route.request().method() !== 'POST' || reached) return route.continue()
      reached = true
      await route.fetch()
      await route.abort('connectionreset')
    })
    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect.poll(() => reached).toBe(true)
    await page.unrouteAll({ behavior: 'wait' })

    // Not knowing, the shopper reloads the checkout (the cart is still there) and tries again.
    await open(page, '/orders/create')
    await pickUpAtStore()
    await page.getByRole('button', { name: 'Place Order' }).click()
    await page.getByRole('dialog', { name: 'Order placed' }).waitFor()

    const orders = await apiGet<{ total: number }>(page, '/customers/me/orders?page=0&size=10')
    expect(orders.total).toBe(1)
    // Answered: the attempt is no longer kept beside the cart.
    const stored = await page.evaluate(
      (key) => localStorage.getItem(key),
      ORDER_ATTEMPT_STORAGE_KEY,
    )
    expect(stored).toBeNull()
    await page.close()
  }, 150_000)
})
