import { readFile } from 'node:fs/promises'
import { messages } from '@kyanma/shared'
import type { Page } from 'playwright-core'
import { expect, inject, it } from 'vitest'
import { baseUrl, describeInBrowser, screenshot, VIEWPORTS } from './support/browser.ts'
import { open, register, toast } from './support/shop.ts'

/** Signs in at the back office's own door with the given account. */
async function staffSignIn(page: Page, account: { email: string; password: string }) {
  await page.goto(`${baseUrl()}/admin`)
  await page.getByLabel('Email or phone number').fill(account.email)
  await page.locator('input[type=password]').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: 'Sign out' }).waitFor()
}

const navLink = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true })

describeInBrowser('customers, points and staff accounts in the back office', (browser) => {
  it('staff find a customer, adjust their points and export; the customer sees it', async () => {
    const stamp = String(Date.now()).slice(-7)
    const customer = {
      phone: `096${stamp}`,
      name: `Su Su ${stamp.slice(-4)}`,
      email: `e2e-people-${stamp}@example.com`,
      password: 'people-pass1',
    }
    const shopper = await browser.newPage({ viewport: VIEWPORTS.phone })
    await register(shopper, customer)

    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, acceptDownloads: true })
    await staffSignIn(page, inject('admin'))
    await navLink(page, 'Customers').click()
    await page.getByLabel('Search').fill(customer.email)
    await page.getByRole('link', { name: customer.name }).click()
    await page.getByText('Referral code').waitFor()

    await page.getByRole('button', { name: 'Adjust points' }).click()
    const dialog = page.getByRole('dialog', { name: 'Adjust points' })
    await dialog.getByRole('textbox', { name: 'Points' }).fill('-5')
    await dialog.getByLabel(/^Reason/).fill('Taking what is not there')
    await dialog.getByRole('button', { name: 'Adjust' }).click()
    await toast(page, 'This would take the balance below 0 (it is 0 points).')
    await dialog.getByRole('textbox', { name: 'Points' }).fill('120')
    await dialog.getByLabel(/^Reason/).fill('Welcome gift')
    await dialog.getByRole('button', { name: 'Adjust' }).click()
    await toast(page, 'The points have been adjusted.')
    await page.getByText('120 points', { exact: true }).waitFor()
    await page.getByRole('tab', { name: 'Points ledger' }).click()
    await page.getByRole('cell', { name: 'Welcome gift' }).waitFor()
    await screenshot(page, 'admin-customer-ledger-desktop')

    await navLink(page, 'Customers').click()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const csv = await readFile((await (await download).path()) as string, 'utf8')
    expect(csv.startsWith('\uFEFF"Customer ID","Name"')).toBe(true)
    expect(csv).toContain(`"${customer.name}","${customer.phone}","${customer.email}"`)

    await open(shopper, '/profile?tab=points')
    await expect.poll(() => shopper.getByTestId('current-points').first().textContent()).toBe('120')
    await shopper.getByTestId('point-entry').first().getByText('Welcome gift').waitFor()
    await shopper.getByRole('button', { name: /^Notifications/ }).click()
    await shopper.getByText('The shop added 120 points to your balance: Welcome gift').waitFor()
    await page.close()
    await shopper.close()
  }, 180_000)

  it('an admin adds a staff account, which cannot manage staff, then disables it', async () => {
    const stamp = String(Date.now()).slice(-7)
    const member = { email: `e2e-staff-${stamp}@kyanma.test`, password: 'a long staff password' }
    const admin = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await staffSignIn(admin, inject('admin'))
    await navLink(admin, 'Staff accounts').click()
    await admin.getByRole('button', { name: 'Add staff' }).click()
    const add = admin.getByRole('dialog', { name: 'Add a staff account' })
    await add.getByRole('textbox', { name: 'Name' }).fill(`Thida ${stamp}`)
    await add.getByRole('textbox', { name: 'Email' }).fill(member.email)
    await add.locator('input[type=password]').fill(member.password)
    await add.getByRole('button', { name: 'Create', exact: true }).click()
    await toast(admin, 'The staff account has been created.')

    const staff = await browser.newPage({ viewport: VIEWPORTS.phone })
    await staffSignIn(staff, member)
    await staff.getByRole('button', { name: 'Open navigation' }).click()
    await navLink(staff, 'Customers').waitFor()
    expect(await navLink(staff, 'Staff accounts').count()).toBe(0)
    await staff.keyboard.press('Escape')

    const row = admin.getByRole('row').filter({ hasText: member.email })
    await row.getByRole('button', { name: 'Edit' }).click()
    const edit = admin.getByRole('dialog', { name: `Edit Thida ${stamp}` })
    await edit.getByRole('switch').check({ force: true })
    await edit.getByRole('button', { name: 'Save' }).click()
    await toast(admin, 'The staff account has been updated.')
    await row.getByText('Disabled').waitFor()
    await screenshot(admin, 'admin-staff-desktop')

    // Their open back office is signed out at its next call.
    await staff.goto(`${baseUrl()}/admin/customers`)
    await staff.getByText('Staff sign-in').waitFor()
    await admin.close()
    await staff.close()
  }, 180_000)
  it('a Contact Us message shows on the dashboard until staff mark it handled', async () => {
    const stamp = String(Date.now()).slice(-7)
    const sender = `Ko Zaw ${stamp}`
    const sent = await fetch(`${baseUrl()}/api/public/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: sender,
        email: `e2e-contact-${stamp}@example.com`,
        message: 'Do you deliver to Myeik?',
        privacyAgreed: true,
      }),
    })
    expect(sent.status).toBe(201)

    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await staffSignIn(page, inject('admin'))
    const notice = page.getByText(/contact messages? (is|are) waiting for an answer/)
    await notice.waitFor()
    const waiting = async () =>
      (await notice.count()) === 0 ? 0 : Number((await notice.textContent())?.match(/^\d+/)?.[0])
    const before = await waiting()
    expect(before).toBeGreaterThanOrEqual(1)
    await page.getByRole('link', { name: 'Open the inbox' }).click()
    await page.getByRole('button', { name: sender }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Mark handled' }).click()
    await toast(page, messages.contactMessageHandled)
    await navLink(page, 'Dashboard').click()
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
    await page.getByText('Placed today').waitFor()
    // Other journeys may have left messages of their own: this one no longer counts.
    await expect.poll(waiting).toBe(before - 1)
    await page.close()
  })
})
