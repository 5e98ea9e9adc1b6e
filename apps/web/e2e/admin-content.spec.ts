import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { baseUrl, describeInBrowser, screenshot, VIEWPORTS } from './support/browser.ts'
import { writeReceiptPng } from './support/receipt-image.ts'
import { open, register, toast } from './support/shop.ts'
import { signInToBackOffice } from './support/staff.ts'

const stamp = () => String(Date.now()).slice(-7)

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ })

describeInBrowser('staff publishing content in the back office', (browser) => {
  it('an announcement with a banner reaches the bell of a customer and the announcements page', async () => {
    const customer = await browser.newPage({ viewport: VIEWPORTS.phone })
    const id = stamp()
    await register(customer, {
      phone: `096${id}`,
      name: `Moe ${id.slice(-4)}`,
      email: `e2e-news-${id}@example.com`,
      password: 'news-pass1',
    })

    const staff = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await signInToBackOffice(staff)
    await staff.getByRole('link', { name: 'Announcements' }).click()
    await staff.getByRole('button', { name: 'New announcement' }).click()
    const dialog = staff.getByRole('dialog', { name: 'New announcement' })
    await dialog.getByText('Publishing sends a notification to every customer.').waitFor()
    const title = `Full moon opening hours ${id}`
    await dialog.getByLabel(/^Title( \*)?$/).fill(title)
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('Open until 9 pm on the full moon day.')
    await dialog.locator('input[type=file]').setInputFiles(writeReceiptPng())
    await dialog.getByRole('button', { name: 'Remove image' }).waitFor()
    await screenshot(staff, 'admin-content-announcement-form')
    await dialog.getByRole('button', { name: 'Publish' }).click()
    await staff
      .getByText(/^The announcement has been published/)
      .first()
      .waitFor()
    await staff.getByRole('cell', { name: title }).waitFor()
    await screenshot(staff, 'admin-content-announcements')

    await customer.reload()
    await bell(customer).click()
    const drawer = customer.getByRole('dialog', { name: 'Notifications' })
    await drawer.getByRole('listitem').filter({ hasText: title }).waitFor()
    await customer.keyboard.press('Escape')
    await open(customer, '/announcements')
    // Cards cut long titles; the link keeps the whole one in its title attribute.
    const card = customer.locator('article', { has: customer.locator(`a[title="${title}"]`) })
    await card.waitFor()
    expect(await card.locator('img').count()).toBe(1)
    await screenshot(customer, 'admin-content-announcements-page')
    await staff.close()
    await customer.close()
  }, 120_000)

  it('an article written in the editor, with bold text and a link, shows on its page; typed HTML stays text', async () => {
    const staff = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await signInToBackOffice(staff)
    await staff.goto(`${baseUrl()}/admin/articles/new`)
    const title = `Drinking water in the hot season ${stamp()}`
    await staff.getByLabel(/^Title( \*)?$/).fill(title)
    await staff.getByLabel(/^Author/).fill('Daw Khin')
    await staff.getByLabel(/^Category/).selectOption('Seasonal Health')

    // The English content's editor (the Burmese one stands beside it).
    const english = staff.locator('[aria-label="Content"]')
    const editor = english.locator('.ProseMirror')
    await editor.click()
    await staff.keyboard.type('Drink ')
    await staff.keyboard.press('Control+b')
    await staff.keyboard.type('two litres')
    await staff.keyboard.press('Control+b')
    await staff.keyboard.type(' a day. <script>window.pwned = 1</script> See our ')
    await staff.keyboard.type('water filters')
    for (let i = 0; i < 'water filters'.length; i++) await staff.keyboard.press('Shift+ArrowLeft')
    await english.getByRole('button', { name: 'Link', exact: true }).click()
    await staff.getByPlaceholder('https://example.com/').fill('/products?search=filter')
    await staff.keyboard.press('Enter')
    // The link popover has a Save button of its own; the article's is the form's submit button.
    await staff.locator('form button[type=submit]').click()
    await staff.waitForURL(/\/admin\/articles\/\d+$/)
    await toast(staff, 'The article has been saved.')
    await screenshot(staff, 'admin-content-article-form')
    const articleId = Number(new URL(staff.url()).pathname.split('/').pop())
    const preview = staff.getByRole('link', { name: /View on the shop/ })
    expect(await preview.getAttribute('href')).toBe(`/articles/${articleId}`)

    const shopper = await browser.newPage({ viewport: VIEWPORTS.phone })
    await open(shopper, `/articles/${articleId}`)
    await shopper.getByRole('heading', { name: title }).waitFor()
    await shopper.locator('strong', { hasText: 'two litres' }).waitFor()
    const link = shopper.getByRole('link', { name: 'water filters' })
    expect(await link.getAttribute('href')).toBe('/products?search=filter')
    await shopper.getByText('<script>window.pwned = 1</script>', { exact: false }).waitFor()
    expect(await shopper.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined()
    await screenshot(shopper, 'admin-content-article-page')
    await staff.close()
    await shopper.close()
  }, 120_000)
})
