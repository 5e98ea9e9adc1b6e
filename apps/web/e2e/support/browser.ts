import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium, type Page } from 'playwright-core'
import { inject } from 'vitest'
import { CHROMIUM_ARGS } from './find-chromium.ts'

export const baseUrl = () => inject('baseUrl')
export const hasBrowser = () => inject('chromiumPath') !== ''

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS })
}

/** The root component marks the document once React has hydrated it. */
export async function waitForHydration(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 })
}

const screenshotDir = fileURLToPath(new URL('../../../../screenshots/', import.meta.url))

/** Screenshots for people to look at (git-ignored), at the spec's desktop and phone widths. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true })
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: true })
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const
