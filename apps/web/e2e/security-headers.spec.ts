import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  baseUrl,
  hasBrowser,
  launchBrowser,
  takeCspViolations,
  waitForHydration,
} from './support/browser.ts'

describe.skipIf(!hasBrowser())('the Content-Security-Policy in the browser', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it('runs the scripts of the page, refuses an injected one, and the check of the suite sees it', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    expect(takeCspViolations()).toEqual([])

    await page.evaluate(() => {
      const injected = document.createElement('script')
      injected.textContent = 'document.documentElement.dataset.injected = "ran"'
      document.body.append(injected)
    })
    await expect.poll(() => takeCspViolations().join()).toContain('inline script')
    expect(await page.evaluate(() => document.documentElement.dataset.injected)).toBeUndefined()
  })
})
