import type { Page } from 'playwright-core'
import { baseUrl, waitForHydration } from './browser.ts'

/**
 * Goes to a page of the shop and waits until React has taken it over; answers the page's
 * response (its status). `shop`: another shop than the suite's own (the Dinger journeys start
 * one of their own).
 */
export async function open(page: Page, path: string, shop = baseUrl()) {
  const response = await page.goto(`${shop}${path}`)
  await waitForHydration(page)
  return response
}

/** Reloads the page and waits until React has taken it over again. */
export async function reload(page: Page) {
  await page.reload()
  await waitForHydration(page)
}

/**
 * A page of products as the public API lists them for `query` (POST /api/public/products/…,
 * the filters in the body), asked outside any page: what a page of the shop should show.
 */
export async function listProducts(query: string, filters: object = {}) {
  const response = await fetch(`${baseUrl()}/api/public/products/${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(filters),
  })
  return (await response.json()) as { data: { id: number }[]; total: number }
}

/** A JSON answer of the API as the page's own session (its cookie) sees it. */
export function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => (await fetch(url)).json(), `/api${path}`) as Promise<T>
}

/** Waits for a toast's exact text. */
export const toast = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor()

export interface NewCustomer {
  phone: string
  name: string
  email: string
  password: string
}

/**
 * Someone who has no account yet, new for every attempt, so a retried journey never meets the
 * orders or points of the first try. `journey` goes into the e-mail address; customers made in
 * the same millisecond (two at once, or files running side by side) need other phone prefixes.
 */
export function newCustomer(
  journey: string,
  { phonePrefix = '097', name = 'Su' }: { phonePrefix?: string; name?: string } = {},
): NewCustomer {
  const stamp = String(Date.now()).slice(-7)
  return {
    phone: `${phonePrefix}${stamp}`,
    name: `${name} ${stamp.slice(-4)}`,
    email: `e2e-${journey}-${stamp}@example.com`,
    password: 'journey-pass1',
  }
}

/** Registers through the sign-up page and waits until the top bar greets the new customer. */
export async function register(page: Page, customer: NewCustomer, shop = baseUrl()) {
  await open(page, '/auth/register', shop)
  await page.getByLabel('Phone number').fill(customer.phone)
  await page.getByLabel('Name').fill(customer.name)
  await page.getByLabel('Email').fill(customer.email)
  await page.getByLabel(/^Password/).fill(customer.password)
  await page.getByLabel('Confirm password').fill(customer.password)
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await page.waitForURL(`${shop}/`)
  await page.getByRole('button', { name: customer.name, exact: true }).waitFor()
}

/** Puts the first product of the shop in the cart from its page and opens the checkout. */
export async function addToCartAndCheckOut(page: Page, shop = baseUrl()): Promise<string> {
  await open(page, '/products', shop)
  const card = page.locator('main article[data-product-id]').first()
  const id = await card.getAttribute('data-product-id')
  await card.locator(`a[href="/products/${id}"]`).first().click()
  await page.waitForURL(`**/products/${id}`)
  // The address changes before the product's page shows: wait for its button.
  const addToCart = page.getByRole('button', { name: 'Add to cart' })
  await addToCart.waitFor()
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  await addToCart.click()
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' })
  await drawer.getByRole('link', { name: 'CheckOut' }).click()
  await page.waitForURL(`${shop}/orders/create`)
  await page.getByRole('button', { name: 'Place Order' }).waitFor()
  return name
}

/** Orders the shop's first product for pick-up, paid at the store; answers the order's id. */
export async function placePickupOrder(page: Page): Promise<number> {
  await addToCartAndCheckOut(page)
  return placeForPickup(page, 'Pay at store')
}

/**
 * Orders the shop's first product for pick-up, paid with one of the wallets (its radio's name);
 * the browser then leaves for the payment.
 */
export async function orderWithWallet(page: Page, wallet: string, shop = baseUrl()) {
  await addToCartAndCheckOut(page, shop)
  await page.getByRole('radio', { name: 'Pick Up in Store' }).check()
  await page.getByRole('radio', { name: 'Wallet' }).check()
  await page.getByRole('radio', { name: wallet }).check()
  await page.getByRole('button', { name: 'Place Order' }).click()
}

/** From the checkout: pick-up, paid by `payment` (its radio's name); opens the order's page. */
export async function placeForPickup(page: Page, payment: string): Promise<number> {
  await page.getByRole('radio', { name: 'Pick Up in Store' }).check()
  await page.getByRole('radio', { name: payment }).check()
  await page.getByRole('button', { name: 'Place Order' }).click()
  const dialog = page.getByRole('dialog', { name: 'Order placed' })
  await dialog.getByRole('link', { name: 'View order details' }).click()
  await page.waitForURL(/\/orders\/\d+$/)
  return Number(new URL(page.url()).pathname.split('/').pop())
}
