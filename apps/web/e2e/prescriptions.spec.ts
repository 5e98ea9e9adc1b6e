import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { baseUrl, describeInBrowser, screenshot, VIEWPORTS } from './support/browser.ts'
import { writeReceiptPng } from './support/receipt-image.ts'
import { apiGet, open, register, toast } from './support/shop.ts'
import { pressStatusButtons, signInToBackOffice } from './support/staff.ts'

/** A product of the demo shop that needs a prescription, as the listing's filter finds it. */
async function prescriptionProduct(): Promise<number> {
  const answer = await fetch(`${baseUrl()}/api/public/products/DEFAULT?page=0&size=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ needAttachment: true }),
  })
  const { data } = (await answer.json()) as { data: { id: number; needAttachment: boolean }[] }
  const product = data[0]
  if (!product?.needAttachment) throw new Error('the demo shop has no prescription product')
  return product.id
}

/** Chooses a photo as a shopper does: a tap on 'Choose photos', then the file chooser. */
async function choosePhoto(page: Page) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose photos' }).click()
  await (await chooser).setFiles(writeReceiptPng())
}

const badge = (page: Page) => page.getByTestId('order-status').first().textContent()

/** The pharmacist opens the order's check from the queue (the dashboard's notice leads there). */
async function openCheck(staff: Page, voucherNo: string) {
  await open(staff, '/admin')
  await staff.getByText(/prescriptions? to check\./).waitFor()
  await staff.getByRole('link', { name: 'Open the prescriptions' }).click()
  const row = staff.getByRole('row').filter({ hasText: voucherNo })
  await row.getByRole('link', { name: 'Check' }).click()
  await staff.getByRole('heading', { name: `Prescription for order ${voucherNo}` }).waitFor()
}

describeInBrowser('a medicine that needs a prescription', (browser) => {
  it('photo at checkout → the pharmacist refuses → a new photo → approved → delivered', async () => {
    const stamp = String(Date.now()).slice(-7)
    const shopper = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await register(shopper, {
      phone: `096${stamp}`,
      name: `Rx ${stamp.slice(-4)}`,
      email: `e2e-rx-${stamp}@example.com`,
      password: 'rx-journey-pass1',
    })

    // The product page, the cart, and a checkout that will not go on without the prescription.
    await open(shopper, `/products/${await prescriptionProduct()}`)
    await shopper.getByRole('button', { name: 'Add to cart' }).click()
    const drawer = shopper.getByRole('dialog', { name: 'Shopping Cart' })
    await drawer.getByRole('link', { name: 'CheckOut' }).click()
    await shopper.waitForURL(`${baseUrl()}/orders/create`)
    await shopper.getByRole('radio', { name: 'Pick Up in Store' }).check()
    await shopper.getByRole('radio', { name: 'Pay at store' }).check()
    await shopper.getByRole('button', { name: 'Place Order' }).click()
    await shopper
      .getByText('Please add a photo of your prescription, or choose one you sent before.')
      .first()
      .waitFor()
    await choosePhoto(shopper)
    const photo = shopper.getByRole('img', { name: 'Prescription photo 1' })
    await photo.waitFor()
    await shopper.waitForTimeout(300) // the upload's busy mark
    await screenshot(shopper, 'rx-checkout-desktop')
    await shopper.getByRole('button', { name: 'Place Order' }).click()
    const placed = shopper.getByRole('dialog', { name: 'Order placed' })
    await placed.getByRole('link', { name: 'View order details' }).click()
    await shopper.waitForURL(/\/orders\/\d+$/)
    const orderId = Number(new URL(shopper.url()).pathname.split('/').pop())
    const { voucherNo } = await apiGet<{ voucherNo: string }>(
      shopper,
      `/customers/me/orders/${orderId}`,
    )
    await expect.poll(() => badge(shopper)).toBe('Prescription check')

    // The pharmacist cannot read it and says why.
    const staff = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await signInToBackOffice(staff)
    await openCheck(staff, voucherNo)
    await staff.getByRole('button', { name: 'Unreadable photo' }).click()
    await staff.getByRole('button', { name: 'Refuse the prescription' }).click()
    await toast(staff, 'The prescription is refused; the customer has been told.')

    // The customer reads the reason and sends a better photo.
    await shopper.reload()
    await shopper.getByText('Our pharmacist could not accept your prescription').waitFor()
    await shopper.getByText('Reason: The photo is not readable.').waitFor()
    await expect.poll(() => badge(shopper)).toBe('Prescription refused')
    await screenshot(shopper, 'rx-order-refused-desktop')
    await choosePhoto(shopper)
    await shopper.getByText('Thank you! Our pharmacist will check it soon.').first().waitFor()
    await expect.poll(() => badge(shopper)).toBe('Prescription check')

    // Approved, then the order goes its usual way: approved and delivered.
    await openCheck(staff, voucherNo)
    await staff.getByRole('button', { name: 'Approve the prescription' }).click()
    await toast(staff, 'The prescription is approved; the customer has been told.')
    await open(staff, `/admin/orders/${orderId}`)
    await pressStatusButtons(staff, [
      ['Approve', 'Approved'],
      ['Mark delivered', 'Delivered'],
    ])

    await shopper.reload()
    await expect.poll(() => badge(shopper)).toBe('Delivered')
    await shopper.getByText('Our pharmacist approved your prescription.').waitFor()
    await staff.close()
    await shopper.close()
  }, 240_000)
})
