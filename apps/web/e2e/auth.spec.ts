import { messages, messagesMy } from '@kyanma/shared'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { layout } from '../app/locales/en/layout.ts'
import { auth as authMy } from '../app/locales/my/auth.ts'
import { baseUrl, describeInBrowser, screenshot, VIEWPORTS } from './support/browser.ts'
import { open } from './support/shop.ts'
import { waitForSmsCode } from './support/sms-outbox.ts'

// A new customer per run, so the journey never meets an account from an earlier one.
const stamp = String(Date.now()).slice(-8)
const customer = {
  phone: `097${stamp.slice(-8, -1)}`,
  name: `Thandar ${stamp.slice(-4)}`,
  email: `e2e-${stamp}@example.com`,
  password: 'first-pass1',
  newPassword: 'second-pass2',
}
/** The same number as people also write it: +95 9 ... */
const internationalPhone = `+959${customer.phone.slice(2)}`

/** The top bar's name button, once the browser knows who is signed in. */
const userMenu = (page: Page) => page.getByRole('button', { name: customer.name })

async function logout(page: Page) {
  await userMenu(page).click()
  await page.getByRole('button', { name: 'Logout' }).click()
  await page.getByRole('link', { name: 'Sign In' }).waitFor()
}

async function login(page: Page, user: string, password: string) {
  await open(page, '/auth/login')
  await page.getByLabel('Phone number or email').fill(user)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(`${baseUrl()}/`)
  await userMenu(page).waitFor()
}

describeInBrowser('accounts in the browser', (browser) => {
  it('register → logout → login with the phone written another way → the name in the top bar', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await open(page, '/auth/register')
    await page.getByLabel('Phone number').fill(customer.phone)
    await page.getByLabel('Name').fill(customer.name)
    await page.getByLabel('Email').fill(customer.email)
    await page.getByLabel(/^Password/).fill(customer.password)
    await page.getByLabel('Confirm password').fill(customer.password)
    // Watched from the click on: the toast closes by itself, and on a busy machine the page
    // can take longer than it shows to arrive (CI run 16).
    const welcomed = page.getByText('Register successful!').waitFor()
    await page.getByRole('button', { name: 'Sign Up' }).click()
    await welcomed
    await page.waitForURL(`${baseUrl()}/`)
    await userMenu(page).waitFor()

    await logout(page)
    // A wrong password: the server's message in a red toast, and the form stays as it was.
    await open(page, '/auth/login')
    await page.getByLabel('Phone number or email').fill(internationalPhone)
    await page.getByLabel(/^Password/).fill('not-the-password')
    await page.getByRole('button', { name: 'Login' }).click()
    await page.getByText('The phone number, email or password is not correct.').waitFor()
    expect(new URL(page.url()).pathname).toBe('/auth/login')
    await page.waitForTimeout(400) // the toast's slide-in
    await screenshot(page, 'auth-login-refused-desktop')

    // Watched from the start, as for the sign-up above: on a busy machine the top bar's name can
    // come after the toast has closed (CI, stop 40).
    const welcomedBack = page.getByText('Login successful!').waitFor()
    await login(page, internationalPhone, customer.password)
    await welcomedBack
    await screenshot(page, 'auth-signed-in-desktop')
    await page.close()
  })

  it('forgot password → SMS code from the outbox → new password → login with it', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await open(page, '/auth/forgot-password')
    await page.getByLabel('Phone number').fill(internationalPhone)
    const asked = new Date(Date.now() - 1000)
    await page.getByRole('button', { name: 'Request Reset Password' }).click()
    await page.waitForURL(`**/auth/validate-sms-code/${customer.phone}`)
    await page.getByText('Please wait for a moment').waitFor()

    const code = await waitForSmsCode(customer.phone, asked)
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click()
    await page.keyboard.type(code)
    expect(await page.getByRole('textbox', { name: 'Digit 6 of 6' }).inputValue()).toBe(code.at(-1))
    await page.getByRole('button', { name: 'Submit' }).click()

    await page.waitForURL(`**/auth/reset-password/${customer.phone}/**`)
    await page.getByLabel(/^New password/).fill(customer.newPassword)
    await page.getByLabel('Confirm new password').fill(customer.newPassword)
    await page.getByRole('button', { name: 'Confirm & Update Password' }).click()
    await page.waitForURL('**/auth/login')
    await page.getByText('You have changed your password...').waitFor()

    await login(page, customer.email, customer.newPassword)
    await page.close()
  })

  it("signing in brings the account's saved language (issue 15)", async () => {
    // This English account signs in on a Burmese login page: it goes on in English.
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await open(page, '/my/auth/login')
    await page.getByLabel(new RegExp(`^${authMy.login.user}`)).fill(customer.email)
    await page.getByLabel(new RegExp(`^${authMy.login.password}`)).fill(customer.newPassword)
    await page.getByRole('button', { name: authMy.login.submit, exact: true }).click()
    await page.waitForURL(`${baseUrl()}/`)
    await userMenu(page).waitFor()
    // The English page greets: the Burmese one was left before it could.
    await page.getByText(messages.loginSuccessful).waitFor()
    // The switch saves Burmese in the account; another device's English login then goes on in it.
    await page
      .getByRole('link', { name: layout.languageSwitch.switchTo(layout.languageSwitch.names.my) })
      .first()
      .click()
    await page.waitForURL(`${baseUrl()}/my`)
    await page.close()
    const otherDevice = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await open(otherDevice, '/auth/login?redirectTo=%2Fprofile')
    await otherDevice.getByLabel('Phone number or email').fill(customer.email)
    await otherDevice.getByLabel(/^Password/).fill(customer.newPassword)
    await otherDevice.getByRole('button', { name: 'Login' }).click()
    await otherDevice.waitForURL(`${baseUrl()}/my/profile`)
    await otherDevice.getByRole('button', { name: customer.name }).waitFor()
    await otherDevice.getByText(messagesMy.loginSuccessful).waitFor()
    await otherDevice.close()
  })

  it.each(Object.entries(VIEWPORTS))('auth screens (%s)', async (name, viewport) => {
    const page = await browser.newPage({ viewport })
    await open(page, '/auth/login')
    expect(await page.title()).toBe('Login | Kyanma')
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    await screenshot(page, `auth-login-${name}`)

    await open(page, '/auth/register')
    await screenshot(page, `auth-register-${name}`)
    // The messages as a shopper meets them while typing.
    await page.getByLabel('Phone number').fill('1')
    await page.getByLabel('Name').fill('A')
    await page.getByLabel('Email').fill('aye@')
    await page.getByLabel(/^Password/).fill('secret1')
    await page.getByLabel('Confirm password').fill('secret2')
    await page.getByText('Passwords do not match').waitFor()
    await screenshot(page, `auth-register-errors-${name}`)

    await open(page, '/auth/forgot-password')
    await screenshot(page, `auth-forgot-password-${name}`)

    await open(page, '/auth/validate-sms-code/09790000999')
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click()
    await page.keyboard.type('12')
    await page.waitForTimeout(1200) // one tick of the timer
    expect(await page.getByRole('timer').textContent()).toMatch(/^0[45]:\d\d$/)
    await screenshot(page, `auth-sms-code-${name}`)

    await open(page, '/auth/reset-password/09790000999/some-reset-token')
    await screenshot(page, `auth-new-password-${name}`)
    await page.close()
  })

  it('holds a Login pressed before the page is ready: nothing sent, the password never in the address', async () => {
    const page = await browser.newPage()
    // The HTML has arrived but its scripts never do, as on a slow phone in the first seconds.
    await page.route('**/assets/**/*.js', (route) => route.abort())
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') sent.push(`${request.method()} ${request.url()}`)
    })
    await page.goto(`${baseUrl()}/auth/login`)
    await page.getByLabel('Phone number or email').fill(customer.email)
    await page.getByLabel(/^Password/).fill('never-in-the-address')
    await page.getByRole('button', { name: 'Login' }).click()
    // A browser submission would start a navigation at once; give it ample time to show.
    const navigated = await page.waitForEvent('framenavigated', { timeout: 1500 }).catch(() => null)
    expect(navigated).toBeNull()
    expect(sent).toEqual([`GET ${baseUrl()}/auth/login`])
    expect(page.url()).toBe(`${baseUrl()}/auth/login`)
    await page.close()
  })
})
