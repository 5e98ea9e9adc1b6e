import type { Page } from 'playwright-core'
import { baseUrl, waitForHydration } from './browser.ts'

/** Goes to a page of the shop and waits until React has taken it over. */
export async function open(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`)
  await waitForHydration(page)
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

/** Registers through the sign-up page and waits until the top bar greets the new customer. */
export async function register(page: Page, customer: NewCustomer) {
  await open(page, '/auth/register')
  await page.getByLabel('Phone number').fill(customer.phone)
  await page.getByLabel('Name').fill(customer.name)
  await page.getByLabel('Email').fill(customer.email)
  await page.getByLabel(/^Password/).fill(customer.password)
  await page.getByLabel('Confirm password').fill(customer.password)
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await page.waitForURL(`${baseUrl()}/`)
  await page.getByRole('button', { name: customer.name, exact: true }).waitFor()
}
