import { formatLongDate, formatNumber } from '@kyanma/shared'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { pageOf, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { orderFixture } from '#app/features/orders/test/order-fixture.ts'
import { orderPrescriptionFixture } from '#app/features/orders/test/prescription-fixture.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { OrderHistory } from './order-history.tsx'

const list = (page: number, search = '') =>
  `GET /customers/me/orders?page=${page}&size=10&search=${search}`

/** `count` orders numbered from `first`, as one page of the list answers them. */
function page(first: number, count: number, total: number) {
  const data = Array.from({ length: count }, (_, index) =>
    orderFixture({ id: first + index, voucherNo: `KY-${first + index}` }),
  )
  return pageOf(data, 10, total)
}

describe('order history', () => {
  it('shows each order as a card that opens it', async () => {
    stubApi({ [list(0)]: page(41, 1, 1) })
    renderInApp(<OrderHistory />, { url: '/profile?tab=orders' })
    const card = await screen.findByRole('link', { name: 'Open order KY-41' })
    expect(card.getAttribute('href')).toBe('/orders/41')
    expect(within(card).getByText('Pending')).toBeTruthy()
    expect(within(card).getByText('Placed on 22 November, 2026')).toBeTruthy()
    expect(within(card).getByText('Delivery')).toBeTruthy()
    expect(within(card).getByText('Vitamin C 1000 mg × 2, Fish Oil 1000 mg × 1')).toBeTruthy()
    expect(within(card).getByText('3 items')).toBeTruthy()
    expect(within(card).getByText('Contact: Aye Aye, 09790000123')).toBeTruthy()
    expect(within(card).getByText(/Taunggyi, Shan State/)).toBeTruthy()
    expect(within(card).getByText('57,000 MMK')).toBeTruthy()
    expect(card.querySelector('[lang]')).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).toBeNull()
  })

  it('says on the card where a prescription stands, until the pharmacist approves it', async () => {
    const order = (id: number, status: 'AWAITING_UPLOAD' | 'REFUSED' | 'APPROVED') =>
      orderFixture({
        id,
        voucherNo: `KY-${id}`,
        prescription: orderPrescriptionFixture({ status }),
      })
    const data = [order(41, 'AWAITING_UPLOAD'), order(42, 'REFUSED'), order(43, 'APPROVED')]
    stubApi({ [list(0)]: pageOf(data, 10, 3) })
    renderInApp(<OrderHistory />, { url: '/profile?tab=orders' })
    const badge = async (voucherNo: string) =>
      within(await screen.findByRole('link', { name: `Open order ${voucherNo}` })).getByTestId(
        'order-status',
      ).textContent
    expect(await badge('KY-41')).toBe('Prescription needed')
    expect(await badge('KY-42')).toBe('Prescription refused')
    expect(await badge('KY-43')).toBe('Pending')
  })

  it('pages through 10 at a time', async () => {
    const calls = stubApi({ [list(0)]: page(1, 10, 12), [list(1)]: page(11, 2, 12) })
    const user = userEvent.setup()
    renderInApp(<OrderHistory />)
    await screen.findByRole('link', { name: 'Open order KY-10' })
    expect(screen.getAllByRole('link')).toHaveLength(10)
    expect(screen.getByText('Page 1 of 2')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('link', { name: 'Open order KY-12' })
    expect(screen.getAllByRole('link')).toHaveLength(2)
    expect(calls.map((call) => call.path)).toContain('/customers/me/orders?page=1&size=10&search=')
  })

  it('searches after the typing stops, from the first page', async () => {
    const calls = stubApi({
      [list(0)]: page(1, 1, 1),
      [list(0, 'Fish')]: page(7, 1, 1),
      [list(0, 'nothing')]: pageOf([], 10),
    })
    const user = userEvent.setup()
    renderInApp(<OrderHistory />)
    await screen.findByRole('link', { name: 'Open order KY-1' })
    await user.type(screen.getByRole('textbox', { name: 'Search orders' }), 'Fish')
    expect(calls.some((call) => call.path.includes('search=F&'))).toBe(false)
    await screen.findByRole('link', { name: 'Open order KY-7' }, { timeout: 2000 })
    expect(calls.filter((call) => call.path.includes('search=Fish'))).toHaveLength(1)
    await user.clear(screen.getByRole('textbox', { name: 'Search orders' }))
    await user.type(screen.getByRole('textbox', { name: 'Search orders' }), 'nothing')
    expect(
      await screen.findByText('No orders match your search.', {}, { timeout: 2000 }),
    ).toBeTruthy()
  })

  it('says when there are no orders yet', async () => {
    stubApi({ [list(0)]: pageOf([], 10) })
    renderInApp(<OrderHistory />)
    expect(await screen.findByText('You have no orders yet.')).toBeTruthy()
    await act(async () => {})
    await waitFor(() => expect(screen.queryByRole('link')).toBeNull())
  })

  it('shows the cards in Burmese under /my, opening the Burmese order page', async () => {
    await loadAllTexts()
    stubApi({ [list(0)]: page(41, 1, 1) })
    renderInApp(<OrderHistory />, { url: '/my/profile?tab=orders' })
    const card = await screen.findByRole('link', { name: 'အော်ဒါ KY-41 ကို ဖွင့်မည်' })
    expect(card.getAttribute('href')).toBe('/my/orders/41')
    expect(screen.getByRole('heading', { name: 'အော်ဒါ မှတ်တမ်း' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Order History' })).toBeNull()
    expect(within(card).getByText('KY-41')).toBeTruthy()
    expect(within(card).getByText('စောင့်ဆိုင်းဆဲ')).toBeTruthy()
    const placedAt = orderFixture().createdAt
    expect(within(card).getByText(`မှာယူသည့်ရက် - ${formatLongDate(placedAt, 'my')}`)).toBeTruthy()
    expect(within(card).getByText(`ပစ္စည်း ${formatNumber(3, 'my')} ခု`)).toBeTruthy()
    // Order lines keep their English names (decision 039): each is marked as English.
    const names = [...card.querySelectorAll('[lang="en"]')]
    expect(names.map((name) => name.textContent)).toEqual(['Vitamin C 1000 mg', 'Fish Oil 1000 mg'])
    expect(names[0]?.parentElement?.textContent).toBe('Vitamin C 1000 mg × ၂, Fish Oil 1000 mg × ၁')
    expect(within(card).getByText('၅၇,၀၀၀ ကျပ်')).toBeTruthy()
    expect(within(card).queryByText('57,000 MMK')).toBeNull()
  })
})
