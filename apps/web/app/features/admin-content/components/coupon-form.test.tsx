import type { AdminCoupon } from '@kyanma/shared'
import { messages } from '@kyanma/shared'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { spyOnToasts, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { adminCommon as myCommon } from '#app/locales/my/admin/common.ts'
import { adminContent as myContent } from '#app/locales/my/admin/content.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { CouponForm } from './coupon-form.tsx'

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement
const save = () => screen.getByRole('button', { name: 'Save' })

function renderForm(coupon: AdminCoupon | null = null) {
  const onDone = vi.fn()
  renderInApp(<CouponForm coupon={coupon} onDone={onDone} />)
  return onDone
}

/** A coupon as GET /admin/coupons lists it, with its Burmese description. */
const COUPON: AdminCoupon = {
  id: 7,
  code: 'RAINY10',
  description: '10% off in the rains',
  descriptionMy: 'မိုးရာသီ ၁၀% လျှော့',
  discountType: 'PERCENT',
  discountValue: 10,
  maxDiscount: null,
  minOrderAmount: 0,
  startsAt: '2026-05-01T03:30:00.000Z',
  endsAt: '2026-06-01T03:30:00.000Z',
  usageLimit: null,
  perCustomerLimit: 1,
  isActive: true,
  timesUsed: 2,
}

describe('coupon form', () => {
  it('shows the shared messages for a missing code and discount, and sends nothing', async () => {
    const calls = stubApi({})
    renderForm()
    await userEvent.setup().click(save())
    expect(await screen.findByText(messages.couponCodeRequired)).toBeTruthy()
    expect(screen.getByText(messages.couponValueInvalid)).toBeTruthy()
    expect(calls).toEqual([])
  })

  it('refuses a percentage over 100, a bad code, a zero limit and dates out of order', async () => {
    const calls = stubApi({})
    renderForm()
    const events = userEvent.setup()
    await events.type(field(/^Code/), 'two words')
    await events.type(field(/^Discount \*/), '150')
    await events.type(field(/^Total uses/), '0')
    fireEvent.change(field(/^Starts/), { target: { value: '2026-05-10T10:00' } })
    fireEvent.change(field(/^Ends/), { target: { value: '2026-05-01T10:00' } })
    await events.click(save())
    expect(await screen.findByText(messages.couponPercentRange)).toBeTruthy()
    expect(screen.getByText(messages.couponCodeInvalid)).toBeTruthy()
    expect(screen.getByText(messages.couponLimitInvalid)).toBeTruthy()
    expect(screen.getByText(messages.couponDatesOrder)).toBeTruthy()
    expect(calls).toEqual([])
  })

  it('sends valid terms, empty limits as null, and closes with a green toast', async () => {
    const toasts = spyOnToasts()
    const calls = stubApi({ 'POST /admin/coupons': { status: 201, body: { id: 7 } } })
    const onDone = renderForm()
    const events = userEvent.setup()
    await events.type(field(/^Code/), 'rainy10')
    await events.type(field(/^Discount \*/), '10')
    fireEvent.change(field(/^Starts/), { target: { value: '2026-05-01T10:00' } })
    fireEvent.change(field(/^Ends/), { target: { value: '2026-06-01T10:00' } })
    await events.click(save())
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(calls).toHaveLength(1)
    expect(calls[0]?.body).toMatchObject({
      code: 'rainy10',
      discountType: 'PERCENT',
      discountValue: 10,
      maxDiscount: null,
      usageLimit: null,
      perCustomerLimit: 1,
      startsAt: new Date('2026-05-01T10:00').toISOString(),
    })
    expect(toasts.success).toHaveBeenCalledWith('The coupon has been saved.')
  })
})

describe('coupon form in two languages', () => {
  it('loads the Burmese description, marked as Burmese, and sends it changed', async () => {
    spyOnToasts()
    const calls = stubApi({ 'PUT /admin/coupons/7': { body: COUPON } })
    const onDone = renderForm(COUPON)
    const burmese = field(/^Description \(Burmese\)/)
    expect(burmese.value).toBe(COUPON.descriptionMy)
    expect(burmese.getAttribute('lang')).toBe('my')
    expect(field(/^Description$/).getAttribute('lang')).toBeNull()
    const events = userEvent.setup()
    await events.clear(burmese)
    await events.type(burmese, 'မိုးရာသီ လျှော့စျေး')
    await events.click(save())
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/admin/coupons/7',
      body: {
        code: 'RAINY10',
        description: COUPON.description,
        descriptionMy: 'မိုးရာသီ လျှော့စျေး',
      },
    })
  })
})

describe('coupon form on the Burmese back office', () => {
  it('shows amounts in Myanmar digits and ကျပ်, and saves Myanmar digits typed as numbers', async () => {
    await loadAllTexts()
    spyOnToasts()
    const calls = stubApi({ 'PUT /admin/coupons/7': { body: COUPON } })
    const fixed = { ...COUPON, discountType: 'FIXED' as const, discountValue: 1000 }
    renderInApp(<CouponForm coupon={fixed} onDone={vi.fn()} />, { url: '/my/admin/coupons' })
    const fields = myContent.coupons.fields
    const discount = field(new RegExp(`^${fields.discountValue}`))
    expect(discount.value).toBe('၁,၀၀၀ ကျပ်')
    const events = userEvent.setup()
    await events.clear(field(new RegExp(`^${fields.perCustomerLimit}`)))
    await events.type(field(new RegExp(`^${fields.perCustomerLimit}`)), '၃')
    await events.click(screen.getByRole('button', { name: myCommon.save }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.body).toMatchObject({ discountValue: 1000, perCustomerLimit: 3 })
  })
})
