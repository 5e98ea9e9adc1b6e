import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ORDER_ATTEMPT_STORAGE_KEY, RECEIPT_MAX_BYTES } from '@kyanma/shared'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasBrowser, launchBrowser, screenshot, VIEWPORTS } from './support/browser.ts'
import { writeReceiptPng } from './support/receipt-image.ts'
import {
  addToCartAndCheckOut,
  apiGet,
  newCustomer,
  open,
  placeForPickup,
  register,
  toast,
} from './support/shop.ts'

const ORDERS = '**/api/customers/me/orders'
const KEPT = 'Your order is kept and will be sent by itself as soon as the connection returns.'

const countOrders = async (page: Page) =>
  (await apiGet<{ total: number }>(page, '/customers/me/orders?page=0&size=10')).total

async function pickUpAndPayAtStore(page: Page) {
  await page.getByRole('radio', { name: 'Pick Up in Store' }).check()
  await page.getByRole('radio', { name: 'Pay at store' }).check()
}

describe.skipIf(!hasBrowser())('shopping on a flaky connection (issue 18)', () => {
  let browser: Browser
  let context: BrowserContext
  let page: Page
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  /** A fresh browser profile (its own storage and cookies) with a new customer in the cart. */
  async function shopper(kind: string, viewport: { width: number; height: number }) {
    context = await browser.newContext({ viewport })
    page = await context.newPage()
    await register(page, newCustomer(`flaky-${kind}`, { name: 'Flaky' }))
    return await addToCartAndCheckOut(page)
  }

  it('keeps the cart through a reload', async () => {
    const product = await shopper('cart', VIEWPORTS.phone)
    await page.reload()
    await page.getByRole('button', { name: 'Place Order' }).waitFor()
    await page.getByText(product, { exact: true }).first().waitFor()
    await context.close()
  }, 150_000)

  it('places an order tapped offline exactly once after the connection returns', async () => {
    await shopper('offline', VIEWPORTS.desktop)
    await pickUpAndPayAtStore(page)
    await context.setOffline(true)
    const place = page.getByRole('button', { name: 'Place Order' })
    await place.click()
    const note = page.getByTestId('order-kept')
    await note.getByText(KEPT, { exact: false }).waitFor()
    // Not a spinner without end: the button is free again while the order waits.
    await expect.poll(() => place.getAttribute('data-loading')).toBeNull()
    await screenshot(page, 'checkout-order-kept-1280')
    await page.setViewportSize(VIEWPORTS.phone)
    await screenshot(page, 'checkout-order-kept-390')
    // A tap while still offline changes nothing: the same order stays kept.
    await place.click()
    await note.waitFor()

    await context.setOffline(false)
    await page.getByRole('dialog', { name: 'Order placed' }).waitFor()
    expect(await countOrders(page)).toBe(1)
    await context.close()
  }, 150_000)

  it('says so in Burmese under /my', async () => {
    await shopper('burmese', VIEWPORTS.phone)
    // The choices made on the English page come back on the Burmese one (the checkout draft).
    await pickUpAndPayAtStore(page)
    await open(page, '/my/orders/create')
    // Its Burmese texts are loaded before the connection goes.
    const place = page.getByRole('button', { name: 'အော်ဒါတင်မည်' })
    await place.waitFor()
    await context.setOffline(true)
    await place.click()
    await page.getByTestId('order-kept').getByText('သင့်အော်ဒါကို သိမ်းထားပါသည်။').waitFor()
    await screenshot(page, 'checkout-order-kept-my-390')
    await page.setViewportSize(VIEWPORTS.desktop)
    await screenshot(page, 'checkout-order-kept-my-1280')
    await context.setOffline(false)
    await page.getByRole('dialog').waitFor()
    expect(await countOrders(page)).toBe(1)
    await context.close()
  }, 150_000)

  it('places an order whose answer was lost once, after a reload and another tap', async () => {
    await shopper('lost-answer', VIEWPORTS.desktop)
    await pickUpAndPayAtStore(page)
    // Every order reaches the server, but no answer comes back, until after the reload: the
    // checkout's own retries after a pause are answered by the server as the first (replays).
    let reached = 0
    await page.route(ORDERS, async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      reached += 1
      await route.fetch()
      await route.abort('connectionreset')
    })
    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect.poll(() => reached).toBeGreaterThan(0)
    await page.getByTestId('order-kept').waitFor()

    // Not knowing, the shopper reloads the checkout; the cart and its choices are still there.
    await open(page, '/orders/create')
    await page.unrouteAll({ behavior: 'wait' })
    const pickup = page.getByRole('radio', { name: 'Pick Up in Store' })
    await expect.poll(() => pickup.isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Place Order' }).click()
    await page.getByRole('dialog', { name: 'Order placed' }).waitFor()

    expect(await countOrders(page)).toBe(1)
    // Answered: the attempt is no longer kept beside the cart.
    const stored = await page.evaluate(
      (key) => localStorage.getItem(key),
      ORDER_ATTEMPT_STORAGE_KEY,
    )
    expect(stored).toBeNull()
    await context.close()
  }, 150_000)

  it('keeps the checkout form through a reload', async () => {
    await shopper('draft', VIEWPORTS.phone)
    await page.getByLabel(/^House\/Apt No/).fill('No. 12')
    await page.getByLabel(/^Street/).fill('Pyay Road')
    await page.getByLabel(/^Note/).fill('Call before coming')
    await page.getByRole('radio', { name: 'Bank Transfer' }).check()
    await page.reload()
    await page.getByRole('button', { name: 'Place Order' }).waitFor()
    await expect.poll(() => page.getByLabel(/^Street/).inputValue()).toBe('Pyay Road')
    expect(await page.getByLabel(/^House\/Apt No/).inputValue()).toBe('No. 12')
    expect(await page.getByLabel(/^Note/).inputValue()).toBe('Call before coming')
    expect(await page.getByRole('radio', { name: 'Bank Transfer' }).isChecked()).toBe(true)
    await context.close()
  }, 150_000)

  it('finishes a receipt upload by itself after its first request was cut', async () => {
    await shopper('upload', VIEWPORTS.desktop)
    await placeForPickup(page, 'Bank Transfer')
    await page.getByText('Pay to one of these accounts').waitFor()

    let uploads = 0
    await page.route('**/bankAttachment', async (route) => {
      uploads += 1
      if (uploads === 1) return route.abort('connectionreset')
      return route.continue()
    })
    await page.locator('input[type=file]').setInputFiles(writeReceiptPng())
    await page.getByText('The connection dropped. Trying again…').waitFor()
    await screenshot(page, 'receipt-upload-retrying-1280')
    await toast(page, 'Success!')
    expect(uploads).toBe(2)
    await page.getByRole('img', { name: 'Receipt 1' }).waitFor()
    expect(await page.getByRole('img', { name: 'Receipt 2' }).count()).toBe(0)
    await context.close()
  }, 150_000)

  it('sends a camera photo over the size limit shrunk, and the shop takes it', async () => {
    await shopper('big-photo', VIEWPORTS.phone)
    await placeForPickup(page, 'Bank Transfer')
    await page.getByText('Pay to one of these accounts').waitFor()
    // A 12-megapixel photo with a camera's grain, as large as a phone's (over 5 MB as JPEG 0.95).
    const dataUrl = await page.evaluate(async () => {
      const [width, height] = [4000, 3000]
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const context = canvas.getContext('2d') as CanvasRenderingContext2D
      const pixels = context.createImageData(width, height)
      const grain = () => Math.random() * 40
      for (let i = 0; i < pixels.data.length; i += 4) {
        const x = (i / 4) % width
        pixels.data.set([(x >> 4) + grain(), 120 + grain(), 200 - (x >> 5) + grain(), 255], i)
      }
      context.putImageData(pixels, 0, 0)
      const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.95))
      return await new Promise<string>((done) => {
        const reader = new FileReader()
        reader.onload = () => done(String(reader.result))
        reader.readAsDataURL(blob as Blob)
      })
    })
    const photo = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
    const file = path.join(tmpdir(), `kyanma-camera-${Date.now()}.jpg`)
    writeFileSync(file, photo)
    expect(photo.length).toBeGreaterThan(RECEIPT_MAX_BYTES)

    const sent: number[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/bankAttachment'))
        sent.push(request.postDataBuffer()?.length ?? 0)
    })
    await page.locator('input[type=file]').setInputFiles(file)
    await toast(page, 'Success!')
    await page.getByRole('img', { name: 'Receipt 1' }).waitFor()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toBeLessThan(RECEIPT_MAX_BYTES)
    expect(sent[0]).toBeLessThan(photo.length / 2)
    await context.close()
  }, 150_000)
})
