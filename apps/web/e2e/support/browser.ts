import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, inject } from 'vitest'
import { CHROMIUM_ARGS } from './find-chromium.ts'

export const baseUrl = () => inject('baseUrl')
export const hasBrowser = () => inject('chromiumPath') !== ''

/**
 * Every page of every browser launched here reports what the shop's Content-Security-Policy
 * refused (Chromium says so on the console); the test that was running fails with the list.
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: inject('chromiumPath'),
    args: [...CHROMIUM_ARGS, ...extraArgs],
  })
  // browser.newPage opens its page through newContext too.
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options = {}) => {
    const context = await newContext({
      // The shop's service worker answers pages and catalogue reads from its caches (decision
      // 046). Journeys that change data and read it again must see the server's answer, so only
      // the offline journey (offline.spec.ts) lets the worker run, with serviceWorkers: 'allow'.
      serviceWorkers: 'block',
      ...options,
      extraHTTPHeaders: { 'x-forwarded-for': nextShopperAddress(), ...options.extraHTTPHeaders },
    })
    context.on('page', watchForCspViolations)
    return context
  }
  return browser
}

/**
 * Each browser context is a shopper on an address of its own, as in a real shop: the server
 * trusts the forwarded address (TRUST_PROXY, see global-setup.ts), so the many sign-ups of a
 * whole run do not all count against one address's hourly sign-up limit, which is the shop's
 * real limit and stays as it is. Random, because each test file runs in a process of its own.
 */
function nextShopperAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1
  return `10.${octet()}.${octet()}.${octet()}`
}

const cspViolations: string[] = []
const CSP_VIOLATION = /violates the following Content Security Policy directive/

function watchForCspViolations(page: Page) {
  page.on('console', (message) => {
    if (CSP_VIOLATION.test(message.text())) cspViolations.push(`${page.url()}\n${message.text()}`)
  })
}

/**
 * One browser for a file's tests: launched before them, closed after them. Its pages and
 * contexts open as launchBrowser's do.
 */
export function browserForTheseTests(): Pick<Browser, 'newPage' | 'newContext'> {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())
  const launched = () => {
    if (!browser) throw new Error('The browser starts in beforeAll: open pages inside a test.')
    return browser
  }
  return {
    newPage: (options) => launched().newPage(options),
    newContext: (options) => launched().newContext(options),
  }
}

/**
 * A browser suite: skipped where no Chromium was found (README: `npm test` then skips the
 * browser journeys), else its tests share one browser, handed to `body`.
 */
export function describeInBrowser(
  name: string,
  body: (browser: Pick<Browser, 'newPage' | 'newContext'>) => void,
) {
  describe.skipIf(!hasBrowser())(name, () => body(browserForTheseTests()))
}

/** The violations reported since the last call (the check below takes them after each test). */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0)
}

// Registered on import, so every browser file gets the check without a line of its own.
afterEach(() => {
  const violations = takeCspViolations()
  if (violations.length > 0)
    throw new Error(`Content-Security-Policy violations:\n${violations.join('\n\n')}`)
})

/** The root component marks the document once React has hydrated it. */
export async function waitForHydration(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 })
}

const screenshotDir = fileURLToPath(new URL('../../../../screenshots/', import.meta.url))

/**
 * Screenshots for people to look at (git-ignored), at the spec's desktop and phone widths: the
 * whole page, or only what the screen shows (where fixed elements sit).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(screenshotDir, { recursive: true })
  // A full-page picture does not scroll, so what the browser lays out only near the screen (the
  // footer, decision 076) would stay blank in it.
  if (fullPage) await page.addStyleTag({ content: 'footer { content-visibility: visible; }' })
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage })
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const
