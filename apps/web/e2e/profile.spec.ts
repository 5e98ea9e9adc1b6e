import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { baseUrl, describeInBrowser, screenshot, VIEWPORTS } from './support/browser.ts'
import { open, register, toast } from './support/shop.ts'

/** A new customer per attempt, so a retried journey never meets the account of the first try. */
function newCustomer() {
  const stamp = String(Date.now()).slice(-7)
  return {
    phone: `096${stamp}`,
    name: `Hnin ${stamp.slice(-4)}`,
    newName: `Hnin Wai ${stamp.slice(-4)}`,
    email: `e2e-profile-${stamp}@example.com`,
    password: 'first-pass1',
    newPassword: 'second-pass2',
  }
}
type Customer = ReturnType<typeof newCustomer>

async function editProfile(page: Page, customer: Customer) {
  await open(page, '/profile')
  await page.getByRole('heading', { name: customer.name }).waitFor()
  await page.getByLabel('Name').fill(customer.newName)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await toast(page, 'Your profile has been updated!')
  // The new name everywhere: the card and the top bar.
  await page.getByRole('heading', { name: customer.newName }).waitFor()
  await page.getByRole('button', { name: customer.newName, exact: true }).waitFor()
}

/** Types into a searchable select and picks the option. */
async function choose(page: Page, label: string, typed: string, option: string) {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox', { name: new RegExp(`^${label}`) }).fill(typed)
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function addAndEditAddress(page: Page, customer: Customer) {
  await page.getByRole('button', { name: 'Add Address' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(/^Receiver/).fill(customer.newName)
  await dialog.getByLabel(/^Phone/).fill(customer.phone)
  await choose(page, 'Region', 'Yangon', 'Yangon Region')
  await choose(page, 'Township', 'Kamay', 'Kamayut')
  await dialog.getByLabel(/^House\/Apt No/).fill('No. 12')
  await dialog.getByLabel(/^Street/).fill('Pyay Road')
  await dialog.getByLabel(/^Ward\/Block/).fill('Ward 5')
  await dialog.getByLabel(/^Note/).fill('Blue gate')
  await dialog.getByRole('button', { name: 'Save Address' }).click()
  await toast(page, 'Your address has been saved!')
  const list = page.getByRole('list', { name: 'Saved Addresses' })
  await list.getByText('Pyay Road').waitFor()
  await list.getByText('Kamayut').waitFor()

  await page.getByRole('button', { name: `Edit the address for ${customer.newName}` }).click()
  const street = page.getByRole('dialog').getByLabel(/^Street/)
  expect(await street.inputValue()).toBe('Pyay Road')
  await street.fill('University Avenue')
  await page.getByRole('dialog').getByRole('button', { name: 'Save Address' }).click()
  await list.getByText('University Avenue').waitFor()
  expect(await list.getByText('Pyay Road').count()).toBe(0)
}

/** Hearts the first product on the home page and answers its id. */
async function favouriteFromHome(page: Page): Promise<string> {
  await open(page, '/')
  const card = page.locator('main article[data-product-id]').first()
  const id = (await card.getAttribute('data-product-id')) ?? ''
  await card.getByRole('button', { name: 'Add to favourites' }).click()
  await toast(page, 'Thanks for supporting us!')
  await page
    .locator(`main article[data-product-id="${id}"]`)
    .first()
    .getByRole('button', { name: 'Remove from favourites' })
    .waitFor()
  return id
}

async function unfavouriteInFavoriteItems(page: Page, id: string) {
  await open(page, '/favourites')
  await page.getByRole('heading', { name: 'Favorite Items' }).waitFor()
  const card = page.locator(`main article[data-product-id="${id}"]`)
  await card.waitFor()
  expect(await page.locator('main article[data-product-id]').count()).toBe(1)
  await screenshot(page, 'favourites-one-desktop')
  await card.getByRole('button', { name: 'Remove from favourites' }).click()
  await toast(page, 'Removed from your favourites.')
  await page
    .getByText('You have no favourite items yet. Tap the heart on a product to keep it here.')
    .waitFor()
}

async function changePassword(page: Page, customer: Customer) {
  await open(page, '/profile')
  await page.getByLabel(/^Current password/).fill(customer.password)
  await page.getByLabel(/^New password/).fill(customer.newPassword)
  await page.getByLabel(/^Confirm new password/).fill(customer.newPassword)
  await page.getByRole('button', { name: 'Change Password' }).click()
  await toast(page, 'You have changed your password...')
  // This device keeps its session with the new token.
  await open(page, '/profile')
  await page.getByRole('heading', { name: customer.newName }).waitFor()
}

async function logoutAndLogin(page: Page, customer: Customer) {
  await page.getByRole('button', { name: customer.newName, exact: true }).click()
  await page.getByRole('button', { name: 'Logout' }).click()
  await page.getByRole('link', { name: 'Sign In' }).waitFor()

  await open(page, '/auth/login?redirectTo=%2Fprofile')
  await page.getByLabel('Phone number or email').fill(customer.email)
  await page.getByLabel(/^Password/).fill(customer.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await toast(page, 'The phone number, email or password is not correct.')

  await page.getByLabel(/^Password/).fill(customer.newPassword)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(`${baseUrl()}/profile`)
  await page.getByRole('heading', { name: customer.newName }).waitFor()
}

describeInBrowser('profile, addresses and favourites in the browser', (browser) => {
  it('a visitor asking for the profile signs in first', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await open(page, '/profile')
    await page.waitForURL(`${baseUrl()}/auth/login?redirectTo=%2Fprofile`)
    await page.close()
  })

  it('register → edit profile → add and edit an address → favourite and unfavourite → change password → login with it', async () => {
    const customer = newCustomer()
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await register(page, customer)
    await editProfile(page, customer)
    await addAndEditAddress(page, customer)
    await screenshot(page, 'profile-desktop')

    const id = await favouriteFromHome(page)
    await unfavouriteInFavoriteItems(page, id)
    await changePassword(page, customer)
    await logoutAndLogin(page, customer)
    await page.close()
  }, 150_000)
})
