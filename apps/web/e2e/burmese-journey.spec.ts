import { burmeseDigits, orderNoticesMy } from '@kyanma/shared'
import type { Page } from 'playwright-core'
import { expect, inject, it } from 'vitest'
import { layout as englishLayout } from '../app/locales/en/layout.ts'
import { adminCommon } from '../app/locales/my/admin/common.ts'
import { articles } from '../app/locales/my/articles.ts'
import { auth } from '../app/locales/my/auth.ts'
import { cart } from '../app/locales/my/cart.ts'
import { filters } from '../app/locales/my/filters.ts'
import { layout } from '../app/locales/my/layout.ts'
import { listing } from '../app/locales/my/listing.ts'
import { notifications } from '../app/locales/my/notifications.ts'
import { orders } from '../app/locales/my/orders.ts'
import { productDetail } from '../app/locales/my/product.ts'
import { profile } from '../app/locales/my/profile.ts'
import {
  baseUrl,
  describeInBrowser,
  screenshot,
  VIEWPORTS,
  waitForHydration,
} from './support/browser.ts'
import { apiGet, open, reload } from './support/shop.ts'
import { moveOrder, staffToken } from './support/staff.ts'
import { toZawgyi } from './support/zawgyi.ts'

/**
 * Issue 15, "done means": the shopper's whole journey in Burmese, clicked through by the Burmese
 * names the screens give their controls (taken from the Burmese locale, so rewording a text does
 * not break the test), with every main screen photographed at the phone's and the desktop's width.
 */

/** A word of the Burmese catalogue (demo product names: ဗီတာမင် C, ဗီတာမင် D3 ...), not a screen text. */
const CATALOGUE_WORD = 'ဗီတာမင်'
const BAND = { from: 10_000, to: 30_000, wire: '10000,30000' }

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`)

/** The screen as it is now, at 1280 then 390 wide (the same page resized), named my-<screen>-<size>. */
async function photograph(page: Page, screen: string) {
  await screenshot(page, `my-${screen}-desktop`)
  await page.setViewportSize(VIEWPORTS.phone)
  await page.waitForTimeout(400) // the layout settles (drawers and dialogs resize with it)
  await screenshot(page, `my-${screen}-phone`)
  await page.setViewportSize(VIEWPORTS.desktop)
  await page.waitForTimeout(200)
}

/** A new customer per attempt, so a retried journey never meets the first try's account. */
function newCustomer() {
  const stamp = String(Date.now()).slice(-7)
  return {
    // Typed as a Burmese phone keyboard types it: ၀၉၇...
    phone: burmeseDigits(`097${stamp}`),
    name: `မောင် ${stamp.slice(-4)}`,
    email: `e2e-burmese-${stamp}@example.com`,
    password: 'myanmar-pass1',
  }
}

async function expectBurmesePage(page: Page) {
  expect(new URL(page.url()).pathname).toMatch(/^\/my(\/|$)/)
  // A page reached by a link renders in its language a moment after the address changes.
  await expect.poll(() => page.getAttribute('html', 'lang')).toBe('my')
}

describeInBrowser('the shop in Burmese', (browser) => {
  it('switch → register → Zawgyi search → filter → product → cart → checkout outside Yangon → order → notice → article', async () => {
    // The switch, as a phone shopper finds it in the top bar of the English home.
    const page = await browser.newPage({ viewport: VIEWPORTS.phone })
    await open(page, '/')
    await page
      .getByRole('link', {
        name: englishLayout.languageSwitch.switchTo(layout.languageSwitch.names.my),
      })
      .click()
    await page.waitForURL(`${baseUrl()}/my`)
    await expectBurmesePage(page)
    await page.setViewportSize(VIEWPORTS.desktop)
    await page.getByRole('link', { name: layout.topBar.signIn, exact: true }).waitFor()
    await photograph(page, 'home')

    // Sign-in, then sign-up from it.
    await page.getByRole('link', { name: layout.topBar.signIn, exact: true }).click()
    await page.waitForURL(`${baseUrl()}/my/auth/login`)
    await page.getByRole('button', { name: auth.login.submit, exact: true }).waitFor()
    await photograph(page, 'sign-in')
    await page.getByRole('link', { name: auth.login.signUp, exact: true }).click()
    await page.waitForURL(`${baseUrl()}/my/auth/register`)
    await expectBurmesePage(page)
    // The language switch loads /my as a new document, and the links since then work before
    // any script: on a busy machine the form is reached before React has hydrated it, and a
    // press of Register then submits the plain HTML form instead of the app's.
    await waitForHydration(page)
    const customer = newCustomer()
    await page.getByLabel(exactly(auth.register.phoneNumber)).fill(customer.phone)
    await page.getByLabel(exactly(auth.register.displayName)).fill(customer.name)
    await page.getByLabel(exactly(auth.register.email)).fill(customer.email)
    // Both password boxes start with စကားဝှက်: the first is the password itself.
    await page.getByLabel(exactly(auth.register.password)).first().fill(customer.password)
    await page.getByLabel(exactly(auth.register.confirmPassword)).fill(customer.password)
    await photograph(page, 'register')
    await page.getByRole('button', { name: auth.register.submit, exact: true }).click()
    await page.waitForURL(`${baseUrl()}/my`)
    await page.getByRole('button', { name: customer.name, exact: true }).waitFor()

    // A Zawgyi search from the header finds the catalogue's Unicode names.
    const zawgyi = toZawgyi(CATALOGUE_WORD)
    expect(zawgyi).not.toBe(CATALOGUE_WORD)
    await page.getByRole('combobox', { name: layout.header.searchLabel }).fill(zawgyi)
    await page.waitForURL(/\/my\/products\?filter=/)
    const cards = page.locator('main article[data-product-id]')
    // The address changes before the listing replaces the home page (whose cards look alike).
    await page.getByText(listing.searchResultFor).first().waitFor()
    await page.waitForLoadState('networkidle')
    await expect.poll(() => cards.count()).toBeGreaterThan(0)
    // Found by the Unicode spelling the catalogue stores.
    expect(await cards.first().textContent()).toContain(CATALOGUE_WORD)
    // The heading says the search back in that Unicode spelling, which the page's font draws
    // (the box keeps the Zawgyi, so the shopper's keyboard goes on typing into its own text).
    const searchHeading = page.getByRole('heading', { name: exactly(listing.searchResultFor) })
    expect(await searchHeading.textContent()).toContain(`“${CATALOGUE_WORD}”`)

    // The price band, labelled in Myanmar digits and ကျပ်.
    await page
      .getByRole('button', { name: filters.ranges.pricePerUnit(BAND) })
      .first()
      .click()
    await expect.poll(() => new URL(page.url()).searchParams.get('pricePerUnit')).toBe(BAND.wire)
    await page.waitForLoadState('networkidle')
    await expect.poll(() => cards.count()).toBeGreaterThan(0)
    await photograph(page, 'listing')

    const id = await cards.first().getAttribute('data-product-id')
    await page.locator(`main article[data-product-id="${id}"] a[href="/my/products/${id}"]`).click()
    await page.waitForURL(`**/my/products/${id}`)
    const addToCart = page.getByRole('button', { name: productDetail.addToCart, exact: true })
    await addToCart.waitFor()
    await expectBurmesePage(page)
    await photograph(page, 'product')

    await addToCart.click()
    const drawer = page.getByRole('dialog', { name: cart.title })
    await drawer.waitFor()
    await page.waitForTimeout(300) // the drawer's slide-in
    await photograph(page, 'cart')
    await drawer.getByRole('link', { name: cart.checkout }).click()
    await page.waitForURL(`${baseUrl()}/my/orders/create`)
    const placeOrder = page.getByRole('button', { name: orders.summary.placeOrder, exact: true })
    await placeOrder.waitFor()

    // Delivery to Taunggyi's highway bus gate (Shan State; place names are English data).
    await page.getByRole('combobox', { name: exactly(orders.fields.region) }).fill('Shan')
    await page.getByRole('option', { name: 'Shan State', exact: true }).click()
    await page.getByRole('combobox', { name: exactly(orders.fields.township) }).fill('Taungg')
    await page.getByRole('option', { name: 'Taunggyi', exact: true }).click()
    await page.getByRole('radio', { name: orders.shipping.highway }).check()
    await page.getByLabel(exactly(orders.fields.gate)).fill('ရွှေမန္တလာ အဝေးပြေးကားဂိတ်၊ ဂိတ် ၂')
    await page.getByLabel(exactly(orders.fields.wardBlock)).fill('ရပ်ကွက် ၄')
    await page.getByRole('radio', { name: orders.payment.CASH_ON_DELIVERY }).check()
    await page.getByText(exactly(orders.summary.estimated('', '').split(' - ')[0] ?? '')).waitFor()
    await photograph(page, 'checkout')

    await placeOrder.click()
    const placed = page.getByRole('dialog', { name: orders.placed.title })
    await placed.waitFor()
    await page.waitForTimeout(300) // the dialog's fade-in
    await photograph(page, 'order-placed')
    await placed.getByRole('link', { name: orders.placed.viewOrder }).click()
    await page.waitForURL(/\/my\/orders\/\d+$/)
    const orderId = Number(new URL(page.url()).pathname.split('/').pop())
    const { voucherNo } = await apiGet<{ voucherNo: string }>(
      page,
      `/customers/me/orders/${orderId}`,
    )
    await page.getByRole('heading', { name: orders.detail.orderNo(voucherNo) }).waitFor()
    await expect
      .poll(() => page.getByTestId('order-status').textContent())
      .toBe(orders.statuses.PENDING)
    await expectBurmesePage(page)
    await photograph(page, 'order-detail')

    // Staff approve it; the customer's bell tells them in Burmese.
    await moveOrder(await staffToken(), orderId, 'APPROVED')
    await reload(page)
    await page.getByRole('button', { name: exactly(layout.header.notifications(0)) }).click()
    const notices = page.getByRole('dialog', { name: notifications.title })
    // The title's element also holds the unread mark's hidden words: not an exact match.
    await notices.getByText(orderNoticesMy.APPROVED.title).first().waitFor()
    await notices
      .getByText(orderNoticesMy.APPROVED.description.replace('{voucherNo}', voucherNo))
      .first()
      .waitFor()
    await photograph(page, 'notifications')
    await page.keyboard.press('Escape')

    await open(page, '/my/profile')
    await page.getByRole('tab', { name: profile.tabs.profile }).waitFor()
    await photograph(page, 'profile')

    // An article, from the header's link.
    await page.getByRole('link', { name: layout.header.nav.articles, exact: true }).first().click()
    await page.waitForURL(`${baseUrl()}/my/articles`)
    await page.getByRole('heading', { name: articles.heading, exact: true }).waitFor()
    const firstArticle = page.locator('main a[href^="/my/articles/"]').first()
    await firstArticle.waitFor()
    await photograph(page, 'articles')
    await firstArticle.click()
    await page.waitForURL(/\/my\/articles\/\d+$/)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await expectBurmesePage(page)
    await photograph(page, 'article')

    for (const [screen, path] of [
      ['about', '/my/about'],
      ['contact', '/my/contact-us'],
    ] as const) {
      await open(page, path)
      await expectBurmesePage(page)
      await photograph(page, screen)
    }
    await page.close()
  }, 180_000)

  it('the back office in Burmese: staff sign in at /my/admin', async () => {
    const staff = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await open(staff, '/my/admin')
    await expectBurmesePage(staff)
    const { email, password } = inject('admin')
    await staff.getByLabel(exactly(adminCommon.signIn.user)).fill(email)
    await staff.locator('input[type=password]').fill(password)
    await staff.getByRole('button', { name: adminCommon.signIn.submit, exact: true }).click()
    await staff.getByRole('button', { name: adminCommon.signOut, exact: true }).waitFor()
    await staff.waitForLoadState('networkidle')
    await photograph(staff, 'admin-dashboard')
    await staff.close()
  }, 60_000)
})
