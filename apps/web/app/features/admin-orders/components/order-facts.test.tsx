import type { AdminOrderDetail } from '@kyanma/shared'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { OrderFacts } from './order-facts.tsx'

/** A delivery to a highway bus gate outside Yangon, with every field the checkout asks for. */
const order = {
  isDelivery: true,
  isPaid: false,
  promotionCode: null,
  customer: { id: 3, name: 'Aye Aye', phone: '09790000123', email: null },
  payment: { type: 'CASH_ON_DELIVERY', phone: '', rows: [] },
  address: {
    receiverName: 'Ko Min',
    phoneNo: '09790000456',
    region: 'Mandalay Region',
    township: 'Amarapura',
    gate: 'Shwe Mandalar Highway Bus Terminal, Gate 2',
    wardBlock: 'Ward 4',
    note: 'Call on arrival',
    shippingOption: 'HIGHWAY',
  },
} as unknown as AdminOrderDetail

describe('the facts of an order, as staff deliver it', () => {
  it('shows every address field the customer gave, the bus gate included', () => {
    renderInApp(<OrderFacts order={order} />)
    const delivery = within(screen.getByText('Delivery address').closest('div') as HTMLElement)
    expect(delivery.getByText('To a highway bus terminal')).toBeTruthy()
    expect(
      delivery.getByText(
        'Shwe Mandalar Highway Bus Terminal, Gate 2, Ward 4, Amarapura, Mandalay Region',
      ),
    ).toBeTruthy()
    expect(delivery.getByText('Ko Min')).toBeTruthy()
    expect(delivery.getByText('09790000456')).toBeTruthy()
    expect(delivery.getByText('Note: Call on arrival')).toBeTruthy()
  })
})
