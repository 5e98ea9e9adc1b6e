import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  baseUrl,
  hasBrowser,
  launchBrowser,
  VIEWPORTS,
  waitForHydration,
} from './support/browser.ts'

/**
 * The landing pages paint with a small stylesheet and load the whole one after their first
 * paint (decision 070). The small one must hold every rule their first screens use, in both
 * languages and at both sizes, and stay small.
 */

/** The most the stylesheet that blocks a landing page's first paint may weigh (gzip level 9). */
const FIRST_PAINT_STYLESHEET_BUDGET = 20 * 1024

const PAGES = ['/', '/products?referenceId=6', '/products/103', '/articles/1']
const LANGUAGES = ['', '/my']
const address = (language: string, path: string) =>
  `${language}${path === '/' && language ? '' : path}`

/** The stylesheets a page's head links as the server sends it: blocking, and for no scripts. */
async function linkedStylesheets(path: string) {
  const html = await (await fetch(`${baseUrl()}${path}`)).text()
  const head = html.slice(0, html.indexOf('</head>'))
  const links = [...head.replaceAll(/<noscript>.*?<\/noscript>/g, '').matchAll(/<link\b[^>]*>/g)]
  const blocking = links
    .map(([link]) => link)
    .filter((link) => link.includes('rel="stylesheet"') && !link.includes(' disabled'))
    .map((link) => link.match(/href="([^"]+)"/)?.[1])
  const withoutScripts = head.match(/<noscript><link rel="stylesheet" href="([^"]+)"/)?.[1]
  return { blocking: [...new Set(blocking)], withoutScripts }
}

const textOf = async (href: string) => (await fetch(`${baseUrl()}${href}`)).text()

/** The rules inside a coverage range (a range may span several neighbouring rules). */
const rulesIn = (text: string) => text.match(/[^{}]+\{[^{}]*\}/g) ?? []

describe.skipIf(!hasBrowser())('the stylesheet of a landing page’s first paint', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('is one small stylesheet on the landing pages, the whole one on the others', async () => {
    const home = await linkedStylesheets('/my')
    expect(home.blocking).toHaveLength(1)
    const [firstPaint = ''] = home.blocking
    expect(home.withoutScripts).toBeDefined()
    expect(firstPaint).not.toBe(home.withoutScripts)
    const bytes = gzipSync(await textOf(firstPaint), { level: 9 }).length
    expect(bytes).toBeLessThanOrEqual(FIRST_PAINT_STYLESHEET_BUDGET)
    for (const language of LANGUAGES)
      for (const path of PAGES)
        expect((await linkedStylesheets(address(language, path))).blocking).toEqual([firstPaint])
    // The contact page's form is not in the small stylesheet: it waits for the whole one.
    expect((await linkedStylesheets('/contact-us')).blocking).toEqual([home.withoutScripts])
  })

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`holds every rule the landing pages' first screens use (${size})`, async () => {
      const { blocking, withoutScripts = '' } = await linkedStylesheets('/')
      const firstPaint = await textOf(blocking[0] ?? '')
      const missing = new Set<string>()
      // The server's HTML with its streamed sections, not hydrated (the app's entry is refused),
      // and the whole stylesheet: its coverage says which of its rules that HTML uses, and each
      // of them must be in the small one.
      const context = await browser.newContext({ viewport })
      const page = await context.newPage()
      await page.route(/entry\.client-[\w-]+\.js$/, (route) => route.abort())
      for (const language of LANGUAGES) {
        for (const path of PAGES) {
          await page.coverage.startCSSCoverage()
          await page.goto(`${baseUrl()}${address(language, path)}`, { waitUntil: 'load' })
          await page.waitForFunction(
            (href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href)),
            withoutScripts,
          )
          const whole = (await page.coverage.stopCSSCoverage()).find((entry) =>
            entry.url.endsWith(withoutScripts),
          )
          expect(whole, `${path} loaded the whole stylesheet`).toBeDefined()
          for (const range of whole?.ranges ?? [])
            for (const rule of rulesIn(whole?.text?.slice(range.start, range.end) ?? ''))
              if (!firstPaint.includes(rule))
                missing.add(`${language}${path}: ${rule.slice(0, 120)}`)
        }
      }
      await context.close()
      expect([...missing]).toEqual([])
    })
  }

  it('hydrates a landing page only once the whole stylesheet has arrived', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone })
    const page = await context.newPage()
    const { withoutScripts = '' } = await linkedStylesheets('/products/103')
    // The whole stylesheet is held back until the page's scripts have all arrived, and longer.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(`**${withoutScripts}`, async (route) => {
      await held
      await route.continue()
    })
    const entry = page.waitForResponse(/entry\.client-[\w-]+\.js$/)
    await page.goto(`${baseUrl()}/products/103`, { waitUntil: 'domcontentloaded' })
    await (await entry).finished()
    await page.waitForTimeout(1500)
    expect(await page.locator('html[data-hydrated="true"]').count()).toBe(0)
    release()
    await waitForHydration(page)
    const applied = await page.evaluate(
      (href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href)),
      withoutScripts,
    )
    expect(applied).toBe(true)
    await context.close()
  })
})
