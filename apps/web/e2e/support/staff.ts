import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { baseUrl } from './browser.ts'
import { open } from './shop.ts'

/**
 * What a member of staff does through the real API while the back office has no screens yet:
 * sign in as the admin the test server was started with, and move an order along.
 */
export async function staffToken(): Promise<string> {
  const { email, password } = inject('admin')
  const answer = await fetch(`${baseUrl()}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: email, password, rememberMe: false }),
  })
  if (!answer.ok) throw new Error(`staff sign-in failed: ${answer.status}`)
  return ((await answer.json()) as { accessToken: string }).accessToken
}

export async function moveOrder(token: string, orderId: number, status: string, note = '') {
  const answer = await fetch(`${baseUrl()}/api/admin/orders/${orderId}/status`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ status, note }),
  })
  if (!answer.ok) throw new Error(`moving order ${orderId} to ${status}: ${await answer.text()}`)
}

/** Signs in at /admin with the admin the test server was started with, as staff do. */
export async function signInToBackOffice(page: Page) {
  const { email, password } = inject('admin')
  await open(page, '/admin')
  await page.getByLabel('Email or phone number').fill(email)
  await page.locator('input[type=password]').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: 'Sign out' }).waitFor()
}

/**
 * On an order's back-office page, presses each status button in turn and waits until the badge
 * shows the status it moved the order to, as staff work an order through.
 */
export async function pressStatusButtons(
  staff: Page,
  steps: readonly (readonly [button: string, shown: string])[],
) {
  const status = () => staff.getByTestId('order-status').first().textContent()
  for (const [button, shown] of steps) {
    await staff.getByRole('button', { name: button, exact: true }).click()
    await expect.poll(status).toBe(shown)
  }
}
