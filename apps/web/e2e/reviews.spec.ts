import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { baseUrl, describeInBrowser, screenshot, VIEWPORTS } from './support/browser.ts'
import { apiGet, newCustomer, open, placePickupOrder, register, toast } from './support/shop.ts'
import { pressStatusButtons, signInToBackOffice } from './support/staff.ts'

const NOT_BOUGHT = 'Only customers who bought this product can review it.'

/** A pick-up order paid at the store; answers its id, voucher number and product's id. */
async function placeOrder(page: Page) {
  const orderId = await placePickupOrder(page)
  const order = await apiGet<{ voucherNo: string; orderItems: { product: { id: number } }[] }>(
    page,
    `/customers/me/orders/${orderId}`,
  )
  return { orderId, voucherNo: order.voucherNo, productId: order.orderItems[0]?.product.id ?? 0 }
}

/** Staff approve, mark paid and mark delivered on the order's back-office page. */
async function deliverInBackOffice(staff: Page, orderId: number, voucherNo: string) {
  await open(staff, `/admin/orders/${orderId}`)
  await staff.getByRole('heading', { name: `Order ${voucherNo}` }).waitFor()
  await pressStatusButtons(staff, [
    ['Approve', 'Approved'],
    ['Mark paid', 'Paid'],
    ['Mark delivered', 'Delivered'],
  ])
}

/** Opens the product's Reviews tab the way the sign-in link comes back to it. */
async function openReviews(page: Page, productId: number) {
  // From the same address a change of hash alone would not load the page again.
  await page.goto('about:blank')
  await open(page, `/products/${productId}#reviews`)
  const tab = page.getByRole('tab', { name: 'Reviews' })
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true')
  return page.getByTestId('review-list')
}

const ratingLine = (page: Page) => page.getByTestId('product-rating').textContent()

describeInBrowser('customers review what was delivered to them', (browser) => {
  it('bought → delivered in the back office → reviewed → on the page with the new average → hidden by staff', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone })
    await register(page, newCustomer('reviews', { phonePrefix: '096', name: 'Nilar' }))
    const order = await placeOrder(page)

    // A visitor is offered a sign-in that comes back to the reviews.
    const visitor = await browser.newPage({ viewport: VIEWPORTS.phone })
    const visitorList = await openReviews(visitor, order.productId)
    const signIn = visitorList.getByRole('link', { name: 'Sign in to write a review' })
    const back = new URL(`${baseUrl()}${await signIn.getAttribute('href')}`)
    expect(back.searchParams.get('redirectTo')).toBe(`/products/${order.productId}#reviews`)
    await visitor.close()

    // Ordered but not delivered: the reason, not the form.
    let list = await openReviews(page, order.productId)
    await list.getByText(NOT_BOUGHT).waitFor()
    expect(await list.getByTestId('review-form').count()).toBe(0)

    const staff = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await signInToBackOffice(staff)
    await deliverInBackOffice(staff, order.orderId, order.voucherNo)

    // Delivered: the form. An empty text is refused with the spec's words before anything is sent.
    list = await openReviews(page, order.productId)
    const form = list.getByTestId('review-form')
    await form.waitFor()
    const before = await apiGet<{ totalReviews: number }>(
      page,
      `/public/products/${order.productId}`,
    )
    await form.getByRole('button', { name: 'Submit review' }).click()
    await form.getByText('Review is required').waitFor()
    await screenshot(page, 'review-form-phone')

    const text = `<b>Bold?</b> Helped my joints within a month ${Date.now()}`
    // A tap on the eighth star (its label; the radio under it is what screen readers use).
    const eighth = await form.getByRole('radio', { name: '8 stars' }).getAttribute('id')
    await form.locator(`label[for="${eighth}"]`).click()
    await form.getByLabel(/^Review/).fill(text)
    await form.getByRole('button', { name: 'Submit review' }).click()
    await toast(page, 'Thank you! Your review has been saved.')

    // The review is on the page as plain text, and the average counts it.
    const own = list.getByTestId('own-review')
    await own.getByText(text, { exact: true }).waitFor()
    expect(await list.locator('b').count()).toBe(0)
    const after = await apiGet<{ avgStars: number; totalReviews: number }>(
      page,
      `/public/products/${order.productId}`,
    )
    expect(after.totalReviews).toBe(before.totalReviews + 1)
    const shown = await apiGet<{ data: { stars: number; review: string }[] }>(
      page,
      `/public/products/${order.productId}/reviews?size=100`,
    )
    expect(shown.data.some((review) => review.review === text && review.stars === 8)).toBe(true)
    const average = shown.data.reduce((sum, review) => sum + review.stars, 0) / shown.data.length
    expect(after.avgStars).toBe(Math.round(average * 10) / 10)
    list = await openReviews(page, order.productId)
    await expect.poll(() => ratingLine(page)).toContain(`${after.avgStars} / 10`)
    await expect.poll(() => ratingLine(page)).toContain(`${after.totalReviews} review`)
    await list.getByRole('listitem').filter({ hasText: text }).first().waitFor()
    await screenshot(page, 'review-written-phone')
    await page.setViewportSize(VIEWPORTS.desktop)
    await screenshot(page, 'review-written-desktop')

    // Staff hide it with a reason; it leaves the page and the average, its author is told.
    await open(staff, `/admin/products/${order.productId}`)
    await staff.getByRole('link', { name: 'Reviews of this product' }).click()
    await staff.waitForURL(`${baseUrl()}/admin/reviews?productId=${order.productId}`)
    await staff.getByText('Only the reviews of one product.').waitFor()
    const row = staff.getByRole('row').filter({ hasText: text.slice(-13) })
    await row.getByRole('button', { name: 'Hide' }).click()
    const dialog = staff.getByRole('dialog', { name: 'Hide this review' })
    await dialog.getByLabel(/^Reason/).fill('Medical claim we cannot check')
    await screenshot(staff, 'admin-review-hide-dialog')
    await dialog.getByRole('button', { name: 'Hide' }).click()
    await toast(staff, 'The review is hidden.')
    await row.getByText('Hidden: Medical claim we cannot check').waitFor()
    await dialog.waitFor({ state: 'detached' })
    await screenshot(staff, 'admin-reviews-hidden')
    await staff.close()
    const staffPhone = await browser.newPage({ viewport: VIEWPORTS.phone })
    await signInToBackOffice(staffPhone)
    await open(staffPhone, '/admin/reviews?status=hidden')
    await staffPhone.getByText('Hidden: Medical claim we cannot check').first().waitFor()
    await screenshot(staffPhone, 'admin-reviews-hidden-phone')
    await staffPhone.close()

    list = await openReviews(page, order.productId)
    await list.getByText('The shop has hidden this review: only you can see it.').waitFor()
    const none = before.totalReviews === 0
    await expect
      .poll(() => ratingLine(page))
      .toContain(none ? 'No reviews yet' : `${before.totalReviews} review`)
    await page.close()
  }, 240_000)
})
