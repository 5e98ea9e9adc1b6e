import { messages } from '@kyanma/shared'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, describeInBrowser, hasBrowser, screenshot, VIEWPORTS } from './support/browser.ts'
import { open, toast } from './support/shop.ts'

/** The shop's information pages: path, the heading they render, and a rule they must state. */
const PAGES = [
  { name: 'about', path: '/about', heading: 'About Us', states: '300,000 Ks' },
  { name: 'contact-us', path: '/contact-us', heading: 'Contact Us', states: 'Sun 9am-4pm' },
  {
    name: 'policies',
    path: '/policies',
    heading: 'Privacy Policy',
    states: 'Last updated: 1 March 2025',
  },
  {
    name: 'delivery-method',
    path: '/delivery-method',
    heading: 'How We Deliver',
    states: '1-3 business days',
  },
  {
    name: 'disclaimer',
    path: '/disclaimer',
    heading: 'Cancellation &amp; Return Policy',
    states: 'within 3 days of receiving it',
  },
  {
    name: 'reward-program',
    path: '/reward-program',
    heading: 'Reward Program',
    states: 'Platinum',
  },
] as const

const decodeAmp = (html: string) => html.replaceAll('&amp;', '&')

// The server is started only where Chromium is (global-setup.ts), so this suite needs it too.
describe.skipIf(!hasBrowser())('information pages, server-rendered', () => {
  it.each(PAGES)('$path arrives with its heading and rules in the HTML', async (page) => {
    const response = await fetch(`${baseUrl()}${page.path}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(new RegExp(`<h1[^>]*>${page.heading}</h1>`))
    expect(html).toContain(page.states)
    expect(decodeAmp(html)).not.toContain('coming soon')
  })
})

describeInBrowser('information pages and the contact form in a browser', (browser) => {
  async function pageAt(width: keyof typeof VIEWPORTS): Promise<Page> {
    return browser.newPage({ viewport: VIEWPORTS[width] })
  }

  it.each(['desktop', 'phone'] as const)('renders every page at %s width', async (width) => {
    const page = await pageAt(width)
    try {
      for (const info of PAGES) {
        await open(page, info.path)
        const heading = page.getByRole('heading', { level: 1 })
        expect(await heading.textContent()).toBe(decodeAmp(info.heading))
        await screenshot(page, `pages-${info.name}-${width}`)
      }
    } finally {
      await page.close()
    }
  })

  it('sends a Contact Us message, says thanks and empties the form', async () => {
    const page = await pageAt('desktop')
    try {
      await open(page, '/contact-us')
      const send = page.getByRole('button', { name: 'Send message' })
      await send.click()
      await page.getByText(messages.contactPrivacyRequired).waitFor()

      await page.getByLabel(/^Name/).fill('Thiri Aung')
      await page.getByLabel(/^Phone/).fill('09 790 000 321')
      await page.getByLabel(/^Email/).fill('thiri@example.com')
      await page.getByLabel(/^Message/).fill('Do you deliver to Myeik, and how long does it take?')
      await page.getByRole('checkbox').check()
      await send.click()

      await toast(page, messages.contactSent)
      await expect.poll(() => page.getByLabel(/^Message/).inputValue()).toBe('')
      expect(await page.getByRole('checkbox').isChecked()).toBe(false)
      await page.getByRole('button', { name: 'How much is delivery?' }).click()
      await page.getByText(/Delivery is 2,000 Ks per order/).waitFor()
      await page.waitForTimeout(300) // the toast's slide-in and the accordion's opening
      await screenshot(page, 'pages-contact-sent-desktop')
    } finally {
      await page.close()
    }
  })
})
