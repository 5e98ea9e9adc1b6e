import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasBrowser, launchBrowser, takeCspViolations } from './support/browser.ts'
import { open, register } from './support/shop.ts'

/** A camera that films a test pattern, allowed without asking. */
const FAKE_CAMERA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']

describe.skipIf(!hasBrowser())('the Content-Security-Policy in the browser', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser(FAKE_CAMERA)
  })
  afterAll(() => browser?.close())

  it('runs the scripts of the page, refuses an injected one, and the check of the suite sees it', async () => {
    const page = await browser.newPage()
    await open(page, '/')
    expect(takeCspViolations()).toEqual([])

    await page.evaluate(() => {
      const injected = document.createElement('script')
      injected.textContent = 'document.documentElement.dataset.injected = "ran"'
      document.body.append(injected)
    })
    await expect.poll(() => takeCspViolations().join()).toContain('inline script')
    expect(await page.evaluate(() => document.documentElement.dataset.injected)).toBeUndefined()
  })

  it("refuses a handler in a description's HTML: the browser's guard behind the API's sanitizer (decision 049)", async () => {
    const page = await browser.newPage()
    await open(page, '/products/103')
    // As if a description had slipped past the server's allow-list: React writes it as HTML.
    await page.getByTestId('product-description').evaluate((description) => {
      description.innerHTML =
        '<img src="/no-such-picture.png" onerror="document.documentElement.dataset.handler = \'ran\'">'
    })
    await expect.poll(() => takeCspViolations().join()).toContain('inline event handler')
    expect(await page.evaluate(() => document.documentElement.dataset.handler)).toBeUndefined()
  })

  it('lets the QR scanner use the camera and its decoding worker (Permissions-Policy, worker-src)', async () => {
    const page = await browser.newPage()
    const stamp = String(Date.now()).slice(-7)
    await register(page, {
      phone: `093${stamp}`,
      name: `Camera ${stamp.slice(-4)}`,
      email: `e2e-camera-${stamp}@example.com`,
      password: 'camera-pass1',
    })
    await open(page, '/profile?tab=points')
    await page.getByRole('button', { name: 'Transfer Points' }).click()
    await page.getByRole('button', { name: 'Scan QR code' }).click()
    // Playing frames: the camera started, and the scanner's worker (made first) has read some.
    // Whatever the policy refused on the way, the suite's check after the test reports.
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1)
  })
})
