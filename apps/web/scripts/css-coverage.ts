/**
 * How much of each stylesheet the landing pages use (decision 070): home, listing, product and
 * article in English and Burmese, on a phone (390 px) and a desktop (1280 px), as the server
 * sends them (scripts off: what the first paint has; the whole stylesheet then comes through
 * <noscript>) and once hydrated (scripts on, after the load). Chromium's CSS coverage counts a
 * rule as used when it matched an element. Prints bytes used / bytes in the file per stylesheet.
 *
 * Usage, against a started production server:
 *   node --import tsx apps/web/scripts/css-coverage.ts http://127.0.0.1:4102 [--json file]
 */
import { writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/find-chromium.ts'

const COVERED_PAGES = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/products?referenceId=6' },
  { name: 'product', path: '/products/103' },
  { name: 'article', path: '/articles/1' },
]
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]

interface SheetUse {
  url: string
  used: number
  total: number
  usedRules: string[]
}

const [base = 'http://127.0.0.1:4102', flag, jsonFile] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
const results: Record<string, SheetUse[]> = {}
try {
  for (const language of ['', '/my']) {
    for (const { name, path } of COVERED_PAGES) {
      for (const viewport of VIEWPORTS) {
        for (const scripts of [false, true]) {
          const key = `${language || 'en'} ${name} ${viewport.name} ${scripts ? 'hydrated' : 'first-paint'}`
          const address = `${base}${language}${path === '/' && language ? '' : path}`
          results[key] = await coverage(address, viewport, scripts)
          const line = results[key]
            .map((sheet) => `${sheet.url.split('/').pop()} ${sheet.used}/${sheet.total}`)
            .join(', ')
          console.log(`${key.padEnd(40)} ${line}`)
        }
      }
    }
  }
} finally {
  await browser.close()
}
if (flag === '--json' && jsonFile) writeFileSync(jsonFile, JSON.stringify(results, null, 1))

async function coverage(
  url: string,
  viewport: { width: number; height: number },
  javaScriptEnabled: boolean,
): Promise<SheetUse[]> {
  const context = await browser.newContext({ viewport, javaScriptEnabled, serviceWorkers: 'block' })
  const page = await context.newPage()
  await page.coverage.startCSSCoverage({ resetOnNavigation: false })
  await page.goto(url, { waitUntil: 'load' })
  if (javaScriptEnabled) await page.waitForSelector('html[data-hydrated="true"]')
  await page.waitForTimeout(500)
  const entries = await page.coverage.stopCSSCoverage()
  await context.close()
  // A stylesheet linked twice is reported twice: one entry per file, its ranges together.
  const byFile = new Map<string, SheetUse>()
  for (const entry of entries) {
    if (!entry.text || !entry.url.includes('/assets/')) continue
    const sheet = byFile.get(entry.url) ?? {
      url: entry.url,
      total: entry.text.length,
      used: 0,
      usedRules: [],
    }
    for (const range of entry.ranges) {
      const rule = entry.text.slice(range.start, range.end)
      if (sheet.usedRules.includes(rule)) continue
      sheet.usedRules.push(rule)
      sheet.used += rule.length
    }
    byFile.set(entry.url, sheet)
  }
  return [...byFile.values()]
}
