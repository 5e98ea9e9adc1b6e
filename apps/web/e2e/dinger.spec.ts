import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasBrowser, launchBrowser, screenshot, VIEWPORTS } from './support/browser.ts'
import { startDingerShop } from './support/dinger-shop.ts'
import { newCustomer, open, orderWithWallet, register } from './support/shop.ts'

const orderStatus = (page: Page) => page.getByTestId('order-status').textContent()

/** Screenshots of the pending note (and the dialog) at both widths, in both languages. */
async function screenshotsOfPending(page: Page, shop: string, orderId: number) {
  for (const language of ['en', 'my'] as const) {
    const prefix = language === 'my' ? '/my' : ''
    const changeMethod = language === 'my' ? 'တခြား ငွေပေးချေနည်း ရွေးမည်' : 'Choose another way to pay'
    const dialogTitle = language === 'my' ? 'တခြား ငွေပေးချေနည်း ရွေးပါ' : 'Choose another way to pay'
    for (const width of ['phone', 'desktop'] as const) {
      await page.setViewportSize(VIEWPORTS[width])
      await open(page, `${prefix}/orders/${orderId}`, shop)
      await page.getByRole('button', { name: changeMethod }).first().waitFor()
      await screenshot(page, `dinger-pending-${language}-${width}`)
      // Nothing wider than the phone's screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(overflow).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
      await page.getByRole('button', { name: changeMethod }).first().click()
      const dialog = page.getByRole('dialog', { name: dialogTitle })
      await dialog.waitFor()
      await page.screenshot({ path: screenshotPath(`dinger-change-method-${language}-${width}`) })
      // Saving is in reach: the dialog scrolls to its buttons.
      const save = dialog.getByRole('button', { name: language === 'my' ? 'သိမ်းမည်' : 'Save' })
      await save.scrollIntoViewIfNeeded()
      expect(await save.isVisible()).toBe(true)
      await page.screenshot({
        path: screenshotPath(`dinger-change-method-${language}-${width}-end`),
      })
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
    }
  }
}

const screenshotPath = (name: string) =>
  new URL(`../../../screenshots/${name}.png`, import.meta.url).pathname

describe.skipIf(!hasBrowser())('paying through Dinger in the browser (the fake Dinger)', () => {
  let browser: Browser
  let dinger: Awaited<ReturnType<typeof startDingerShop>>
  beforeAll(async () => {
    ;[browser, dinger] = await Promise.all([launchBrowser(), startDingerShop()])
  }, 150_000)
  afterAll(async () => {
    await browser?.close()
    await dinger?.stop()
  })

  it('KBZPay → Dinger’s hosted page → Approve → back to the order, Paid', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    const shop = dinger.baseUrl
    await register(page, newCustomer('dinger-kbz'), shop)
    await orderWithWallet(page, 'KBZPay', shop)

    // The shop's launcher started the payment and sent the browser to Dinger's page.
    await page.waitForURL(`${dinger.fake.url}/gateway/redirect?**`)
    const merchantOrderId = new URL(page.url()).searchParams.get('merchantOrderId') ?? ''
    expect(merchantOrderId).toMatch(/^KY-\d{4}-\d{6}-1$/)
    await page.getByText(/with KBZ Pay\s+\(PWA\)/).waitFor()
    expect(dinger.fake.transactions.get(merchantOrderId)?.status).toBe('PENDING')
    await screenshot(page, 'dinger-hosted-page')

    // Approve: the fake posts the encrypted callback, then returns the browser to the shop.
    await page.getByRole('button', { name: 'Approve' }).click()
    await page.waitForURL(`${shop}/orders/*?payment=approved`)
    expect(dinger.fake.delivered.at(-1)?.status).toBe(200)
    await page.getByText('Payment received. Thank you!').waitFor()
    await expect.poll(() => orderStatus(page)).toBe('Paid')
    await page.close()
  }, 150_000)

  it('UAB Pay (approved in the wallet app): the pending note, then Paid by itself', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone })
    const shop = dinger.baseUrl
    await register(page, newCustomer('dinger-uab'), shop)
    await orderWithWallet(page, 'UAB Pay', shop)

    // No page to approve on: straight back to the order, which says what to do.
    await page.waitForURL(`${shop}/orders/*?payment=pending`)
    const orderId = Number(new URL(page.url()).pathname.split('/').pop())
    await page
      .getByText('Please approve the payment in your UAB Pay app. This page updates by itself.')
      .waitFor()
    await page.getByText('Waiting for UAB Pay to confirm your payment').waitFor()
    await page.getByRole('button', { name: 'Pay again' }).waitFor()
    await screenshot(page, 'dinger-pending-note-phone')
    const returnUrl = page.url()
    await screenshotsOfPending(page, shop, orderId)

    // The shopper approves in the wallet app: Dinger calls the shop back; the page, left open,
    // asks for the order every few seconds and turns Paid.
    await page.setViewportSize(VIEWPORTS.phone)
    await page.goto(returnUrl)
    await page.getByText('Waiting for UAB Pay to confirm your payment').waitFor()
    const pending = [...dinger.fake.transactions.values()].find(
      (transaction) => transaction.providerName === 'UAB Pay' && transaction.status === 'PENDING',
    )
    if (!pending) throw new Error('no pending UAB Pay payment at the fake Dinger')
    expect((await dinger.fake.decide(pending.merchantOrderId, 'SUCCESS'))?.status).toBe(200)
    await expect.poll(() => orderStatus(page), { timeout: 25_000 }).toBe('Paid')
    await page.getByText('Payment received. Thank you!').waitFor()
    expect(await page.getByText('Waiting for UAB Pay to confirm your payment').count()).toBe(0)
    await page.close()
  }, 240_000)
})
