import type { Order, OrderStatus } from '@kyanma/shared'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { orderPrescriptionFixture } from '#app/features/orders/test/prescription-fixture.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { StatusBadge } from './status-badge.tsx'

type Track = NonNullable<Order['prescription']>['status']

function badgeOf(status: OrderStatus, track: Track | null, url = '/orders/41') {
  const prescription = track && orderPrescriptionFixture({ status: track })
  const { unmount } = renderInApp(<StatusBadge status={status} prescription={prescription} />, {
    url,
  })
  const badge = screen.getByTestId('order-status')
  const seen = { text: badge.textContent, color: badge.getAttribute('data-color') }
  unmount()
  return seen
}

describe('the order status badge', () => {
  it('says where the prescription stands while the pharmacist has not approved it', () => {
    expect(badgeOf('PENDING', 'AWAITING_UPLOAD')).toEqual({
      text: 'Prescription needed',
      color: 'yellow',
    })
    expect(badgeOf('WAITING_FOR_PAYMENT', 'WAITING_CHECK').text).toBe('Prescription check')
    expect(badgeOf('PAID', 'WAITING_CHECK').text).toBe('Prescription check')
    expect(badgeOf('PENDING', 'REFUSED').text).toBe('Prescription refused')
  })

  it('says the status itself once approved, when none is needed, and when the order is over', () => {
    expect(badgeOf('PENDING', 'APPROVED').text).toBe('Pending')
    expect(badgeOf('DELIVERED', 'APPROVED').text).toBe('Delivered')
    expect(badgeOf('PENDING', null).text).toBe('Pending')
    expect(badgeOf('CANCELLED', 'REFUSED')).toEqual({ text: 'Cancelled', color: 'red' })
  })

  it('says them in Burmese under /my', async () => {
    await loadAllTexts()
    const my = (status: OrderStatus, track: Track | null) =>
      badgeOf(status, track, '/my/orders/41').text
    expect(my('PENDING', 'AWAITING_UPLOAD')).toBe('ဆေးညွှန်း လိုအပ်ဆဲ')
    expect(my('PENDING', 'WAITING_CHECK')).toBe('ဆေးညွှန်း စစ်ဆေးဆဲ')
    expect(my('PENDING', 'REFUSED')).toBe('ဆေးညွှန်း လက်မခံပါ')
    expect(my('PENDING', 'APPROVED')).toBe('စောင့်ဆိုင်းဆဲ')
  })
})
