import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'

/**
 * CHROME_PATH, else Debian's chromium, else a browser Playwright downloaded on this machine.
 * CHROME_PATH=none behaves as a machine without any (without-chromium.test.ts checks that rule).
 */
export function findChromium(): string | undefined {
  if (process.env.CHROME_PATH === 'none') return undefined
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate
  try {
    const downloaded = chromium.executablePath()
    return existsSync(downloaded) ? downloaded : undefined
  } catch {
    return undefined
  }
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
