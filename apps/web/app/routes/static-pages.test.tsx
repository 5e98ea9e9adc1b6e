import { act, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { pageWithLoaderData, renderInApp } from '#test/render.tsx'
import { texts, textsIn } from '../lib/texts.ts'
import { about as aboutTexts } from '../locales/en/static-pages/about.ts'
import { loadAllTexts } from '../locales/texts-registry.ts'
import About from './about.tsx'
import ContactUs from './contact-us.tsx'
import DeliveryMethod from './delivery-method.tsx'
import PrivacyPolicy from './privacy-policy.tsx'
import ReturnPolicy from './return-policy.tsx'
import RewardProgram from './reward-program.tsx'

/**
 * The information pages state the shop's rules with the numbers the code uses (packages/shared
 * constants). These tests read the rendered pages as a shopper would, with the spec's numbers.
 */
function renderPage(Page: unknown, loaderData = { referralBonusPoints: 500 }, url = '/') {
  const view = renderInApp(pageWithLoaderData(Page, loaderData), { url })
  return { ...view, text: () => view.container.textContent ?? '' }
}

const heading = (name: string) => screen.getByRole('heading', { level: 1, name })

/** The text of each row of the page's one table, the header row first. */
const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => row.textContent)

describe('About', () => {
  it('introduces the shop and leads to Contact Us', () => {
    const { text } = renderPage(About)
    expect(heading('About Us')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      '/contact-us',
    )
    expect(text()).toContain('free delivery when your order adds up to 300,000 Ks or more')
    expect(text()).toContain('Earn 1 point for every 1,000 Ks you spend')
    expect(text()).toContain('Mon-Sat 9am-5pm, Sun 9am-4pm')
  })
})

describe('Privacy Policy', () => {
  it('shows its date and keeps children under 13 out', () => {
    const { text } = renderPage(PrivacyPolicy)
    expect(heading('Privacy Policy')).toBeTruthy()
    expect(text()).toContain('Last updated: 1 March 2025')
    expect(text()).toContain('not meant for children under 13')
    expect(text()).toContain('hello@kyanma.shop')
  })
})

describe('How We Deliver', () => {
  it("lists checkout's delivery times, the fee and the free-delivery threshold", () => {
    const { text } = renderPage(DeliveryMethod)
    expect(heading('How We Deliver')).toBeTruthy()
    expect(tableRows()).toEqual([
      'Where it goesUsually arrives in',
      'Yangon Region1-3 business days',
      'Mandalay Region, Nay Pyi Taw and Taunggyi2-3 business days',
      'Everywhere else in Myanmar3-7 business days',
    ])
    expect(text()).toContain('Delivery costs 2,000 Ks per order')
    expect(text()).toContain('add up to 300,000 Ks or more')
    expect(text()).toContain('within 3 hours of placing the order')
  })
})

describe('Cancellation & Return Policy', () => {
  it('allows unopened returns within 3 days and explains the 3-hour transfer window', () => {
    const { text } = renderPage(ReturnPolicy)
    expect(heading('Cancellation & Return Policy')).toBeTruthy()
    expect(text()).toContain('within 3 days of receiving it, as long as it is unopened')
    expect(text()).toContain('no receipt is uploaded within 3 hours')
    expect(text()).toContain('not medical advice')
  })
})

describe('Reward Program', () => {
  it('states earning, expiry, the levels and the referral bonus the server pays', () => {
    const { text } = renderPage(RewardProgram, { referralBonusPoints: 750 })
    expect(heading('Reward Program')).toBeTruthy()
    expect(text()).toContain('You earn 1 point for every 1,000 Ks you pay')
    expect(text()).toContain('Points never expire')
    expect(text()).toContain('Each point is worth 1 Ks')
    expect(text()).toContain('you receive 750 points')
    expect(tableRows()).toEqual([
      'LevelPoints balance',
      'Member0 to 999',
      'Silver1,000 to 4,999',
      'Gold5,000 to 14,999',
      'Platinum15,000 or more',
    ])
  })
})

describe('Contact Us', () => {
  it('shows the cards with the support hours and 11 FAQs answered with the real rules', () => {
    const { text } = renderPage(ContactUs, { referralBonusPoints: 500 })
    expect(heading('Contact Us')).toBeTruthy()
    for (const line of ['hello@kyanma.shop', '09 790 000 100', 'Mon-Sat 9am-5pm', 'Sun 9am-4pm'])
      expect(text()).toContain(line)
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy()
    const questions = screen
      .getAllByRole('button')
      .filter((button) => button.textContent?.endsWith('?'))
    expect(questions).toHaveLength(11)
    expect(text()).toContain(
      'Delivery is 2,000 Ks per order, and free when your items add up to 300,000 Ks',
    )
    expect(text()).toContain('within 3 days of receiving it if it is unopened')
    expect(text()).toContain('within 3 hours of placing the order')
    expect(text()).toContain('you receive 500 points')
  })
})

describe('the information pages under /my (issue 15)', () => {
  beforeAll(() => loadAllTexts())

  /** A text file not translated yet is fetched (empty) on first use: let that settle. */
  async function renderBurmese(Page: unknown, url: string) {
    await act(async () => {
      renderPage(Page, { referralBonusPoints: 500 }, url)
    })
  }

  it.each([
    ['/my/about', About, 'about'],
    ['/my/policies', PrivacyPolicy, 'privacyPolicy'],
    ['/my/delivery-method', DeliveryMethod, 'deliveryMethod'],
    ['/my/disclaimer', ReturnPolicy, 'returnPolicy'],
    ['/my/reward-program', RewardProgram, 'rewardProgram'],
    ['/my/contact-us', ContactUs, 'contactUs'],
  ] as const)('%s is headed in Burmese', async (url, Page, key) => {
    await renderBurmese(Page, url)
    const burmese = textsIn('my').pages[key]
    expect(burmese).toMatch(/[\u1000-\u109f]/)
    expect(await screen.findByRole('heading', { level: 1, name: burmese })).toBeTruthy()
    expect(screen.queryByRole('heading', { level: 1, name: texts.pages[key] })).toBeNull()
  })

  it("tells About's story in Burmese and leads to the Burmese Contact Us", async () => {
    await renderBurmese(About, '/my/about')
    await screen.findByRole('heading', { level: 1, name: textsIn('my').pages.about })
    const intro = textsIn('my', aboutTexts).intro
    expect(intro).not.toBe(aboutTexts.intro)
    expect(screen.getByText(intro)).toBeTruthy()
    expect(screen.queryByText(aboutTexts.intro)).toBeNull()
    // The button's own words are About's text (Burmese once static-pages/about is translated).
    const contact = screen.getByRole('link', { name: textsIn('my', aboutTexts).contactButton })
    expect(contact.getAttribute('href')).toBe('/my/contact-us')
  })
})
