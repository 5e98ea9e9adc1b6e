import { gzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  baseUrl,
  hasBrowser,
  launchBrowser,
  VIEWPORTS,
  waitForHydration,
} from './support/browser.ts'
import { open } from './support/shop.ts'

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
          await applyWholeStylesheet(page)
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

  it('hydrates a landing page only once the later stylesheet has arrived', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone })
    const page = await context.newPage()
    // The later stylesheet is held back until the page's scripts have all arrived, and longer.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/later-[\w-]+\.css$/, async (route) => {
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
    const applied = await page.evaluate(() =>
      [...document.styleSheets].some((sheet) => /\/later-[\w-]+\.css$/.test(sheet.href ?? '')),
    )
    expect(applied).toBe(true)
    await context.close()
  })

  // The first-paint and later stylesheets must style every element as the whole one does
  // (decision 076): compared element by element on the landing pages, their drawers, and pages
  // reached from them without a reload, whose styles are all in the later one.
  it('with the later stylesheet styles every element as the whole one does', async () => {
    const differences: string[] = []
    const compare = async (page: Page, screen: string) => {
      await settled(page)
      const [split, whole] = [await stylesOf(page), await withWholeStylesheet(page, stylesOf)]
      expect(whole.length, screen).toBe(split.length)
      for (const [i, style] of split.entries())
        if (style !== whole[i]) differences.push(`${screen}: ${firstDifference(style, whole[i])}`)
    }
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' })
      const page = await context.newPage()
      // Burmese changes fonts, not classes: its pages at one size are enough.
      for (const language of size === 'phone' ? LANGUAGES : ['']) {
        for (const path of PAGES) {
          await open(page, `${address(language, path)}`)
          await compare(page, `${size} ${address(language, path)}`)
        }
      }
      await open(page, '/products?referenceId=6')
      if (size === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click()
        await page.getByRole('dialog').waitFor()
        await page.waitForTimeout(500) // the drawer's opening transition
        await compare(page, `${size} menu`)
        await page.keyboard.press('Escape')
      }
      // Pages the whole stylesheet alone styles when they are opened first.
      await page.getByRole('link', { name: 'Sign in' }).first().click()
      await page.waitForURL(/\/login/)
      await page.locator('input[type="password"]').waitFor()
      await page.waitForLoadState('networkidle')
      await compare(page, `${size} sign-in reached by a link`)
      await context.close()
    }
    expect(differences).toEqual([])
  }, 150_000)
})

/**
 * Every element's computed style (and its ::before and ::after where they show), in document
 * order: each property the applied stylesheets set, custom properties included.
 */
function stylesOf(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Skeletons pulse (an animation is no cascade's doing) and bold Burmese arrives after the
    // load (decision 065): read once they have settled, after a layout.
    for (const animation of document.getAnimations()) {
      animation.pause()
      animation.currentTime = 0
    }
    await document.fonts.ready
    document.documentElement.getBoundingClientRect()
    const names = new Set<string>()
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) for (const name of rule.style) names.add(name)
        if (rule instanceof CSSGroupingRule) collect(rule.cssRules)
      }
    }
    for (const sheet of document.styleSheets) collect(sheet.cssRules)
    const properties = [...names].sort()
    // Computed values (Typed OM), not the resolved ones of getComputedStyle: an auto margin's
    // resolved value is the last layout's, which can lag behind a change of stylesheets.
    const valuesOf = (element: Element, pseudo: string | null) => {
      if (pseudo) {
        const style = getComputedStyle(element, pseudo)
        if (style.content === 'none') return null
        return properties.map((name) => `${name}:${style.getPropertyValue(name)}`)
      }
      const map = element.computedStyleMap()
      return properties.map((name) => `${name}:${map.get(name)?.toString() ?? ''}`)
    }
    return [...document.querySelectorAll('body *')].flatMap((element) =>
      [null, '::before', '::after'].flatMap((pseudo) => {
        const values = valuesOf(element, pseudo)
        if (!values) return []
        const name = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`
        return [`${name}${pseudo ?? ''} ${values.join(';')}`]
      }),
    )
  })
}

/** Waits until no element comes or goes for 0.3 s (lazy parts, a toast's dock). */
async function settled(page: Page) {
  let count = -1
  for (let now = await countElements(page); now !== count; now = await countElements(page)) {
    count = now
    await page.waitForTimeout(300)
  }
}

const countElements = (page: Page) => page.evaluate(() => document.querySelectorAll('*').length)

/** Enables the page's link to the whole stylesheet, which its loader never does, and waits for it. */
async function applyWholeStylesheet(page: Page) {
  await page.evaluate(async () => {
    const whole = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][disabled]')
    if (!whole) throw new Error('no disabled link to the whole stylesheet')
    whole.removeAttribute('disabled')
    while (![...document.styleSheets].some((sheet) => sheet.href === whole.href))
      await new Promise((resolve) => setTimeout(resolve, 20))
  })
}

/** Runs `read` with only the whole stylesheet applied, then puts the page's two back. */
async function withWholeStylesheet<T>(page: Page, read: (page: Page) => Promise<T>): Promise<T> {
  await applyWholeStylesheet(page)
  await page.evaluate(() => {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
      link.disabled = /\/(first-paint|later)-[\w-]+\.css$/.test(link.href)
  })
  const result = await read(page)
  await page.evaluate(() => {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
      link.disabled = !/\/(first-paint|later)-[\w-]+\.css$/.test(link.href)
  })
  return result
}

function firstDifference(split: string, whole = ''): string {
  const [element = ''] = split.split(' ', 1)
  const wholeValues = new Set(whole.slice(element.length + 1).split(';'))
  const changed = split
    .slice(element.length + 1)
    .split(';')
    .filter((value) => !wholeValues.has(value))
  return `${element} ${changed.slice(0, 3).join('; ')}`
}
