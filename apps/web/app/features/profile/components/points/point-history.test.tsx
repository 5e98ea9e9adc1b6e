import type { PointHistoryEntry } from '@kyanma/shared'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { pageOf, refusal, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { textsIn } from '#app/lib/texts.ts'
import { pointTexts } from '#app/locales/en/points.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { PointHistory } from './point-history.tsx'

/** The call for a page of the history with these filters, in the order the page sends them. */
function historyCall(page: number, filters: Record<string, string> = {}) {
  const query = new URLSearchParams({ page: String(page), size: '10', ...filters })
  return `GET /customers/me/point/histories?${query}`
}

function entry(id: number, overrides: Partial<PointHistoryEntry> = {}): PointHistoryEntry {
  return {
    id,
    type: 'IN',
    points: 10 * id,
    kind: 'ORDER_EARN',
    note: `Entry ${id}`,
    createdAt: '2026-03-05T10:00:00Z',
    ...overrides,
  }
}

const list = (data: PointHistoryEntry[], total = data.length) => pageOf(data, 10, total)

const rows = () => screen.getAllByTestId('point-entry')

describe('point history', () => {
  it("labels what came in 'Received' and the rest 'Used', with date, note and points", async () => {
    stubApi({
      [historyCall(0)]: list([
        entry(1, { type: 'IN', points: 57, note: 'Order KY-2611-000001 delivered' }),
        entry(2, {
          type: 'OUT',
          points: 1_200,
          kind: 'TRANSFER_OUT',
          note: 'For lunch',
          createdAt: '2026-03-31T18:00:00Z',
        }),
      ]),
    })
    renderInApp(<PointHistory />)
    await screen.findByText('Order KY-2611-000001 delivered')
    const [received, used] = rows() as [HTMLElement, HTMLElement]
    expect(within(received).getByText('Received')).toBeTruthy()
    expect(within(received).getByText('+57')).toBeTruthy()
    expect(within(received).getByText('5 March, 2026')).toBeTruthy()
    expect(within(used).getByText('Used')).toBeTruthy()
    expect(within(used).getByText('-1,200')).toBeTruthy()
    expect(within(used).getByText('For lunch')).toBeTruthy()
    // Dates are Myanmar dates: 18:00 UTC is already the next day there.
    expect(within(used).getByText('1 April, 2026')).toBeTruthy()
    expect(within(used).getByLabelText('Used 1,200 points')).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Point history pages' })).toBeNull()
  })

  it('pages through 10 at a time', async () => {
    const first = Array.from({ length: 10 }, (_, index) => entry(index + 1))
    const calls = stubApi({
      [historyCall(0)]: list(first, 12),
      [historyCall(1)]: list([entry(11), entry(12)], 12),
    })
    const events = userEvent.setup()
    renderInApp(<PointHistory />)
    await screen.findByText('Entry 10')
    expect(rows()).toHaveLength(10)
    expect(screen.getByText('Page 1 of 2')).toBeTruthy()
    await events.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText('Entry 12')
    expect(rows()).toHaveLength(2)
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      historyCall(0),
      historyCall(1),
    ])
  })

  it('asks for received or used points only, from the first page', async () => {
    const first = Array.from({ length: 10 }, (_, index) => entry(index + 1))
    const calls = stubApi({
      [historyCall(0)]: list(first, 12),
      [historyCall(1)]: list([entry(11), entry(12)], 12),
      [historyCall(0, { filter: 'IN' })]: list([entry(21)]),
      [historyCall(0, { filter: 'OUT' })]: list([]),
    })
    const events = userEvent.setup()
    renderInApp(<PointHistory />)
    await screen.findByText('Entry 10')
    await events.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText('Entry 12')

    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true')
    await events.click(screen.getByRole('button', { name: 'Received' }))
    await screen.findByText('Entry 21')
    expect(screen.getByRole('button', { name: 'Received' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    await events.click(screen.getByRole('button', { name: 'Used' }))
    expect(await screen.findByText('Nothing matches these filters.')).toBeTruthy()
    await events.click(screen.getByRole('button', { name: 'All' }))
    await screen.findByText('Entry 1')
    expect(calls.map((call) => `${call.method} ${call.path}`).slice(0, 4)).toEqual([
      historyCall(0),
      historyCall(1),
      historyCall(0, { filter: 'IN' }),
      historyCall(0, { filter: 'OUT' }),
    ])
  })

  it('sends the date range with the end date plus one day (spec section 3)', async () => {
    const range = { start: '2026-03-01T00:00:00+06:30', end: '2026-04-01T00:00:00+06:30' }
    const calls = stubApi({
      [historyCall(0)]: list([entry(1)]),
      [historyCall(0, { start: range.start })]: list([entry(2)]),
      [historyCall(0, range)]: list([entry(3)]),
      [historyCall(0, { filter: 'OUT', ...range })]: list([entry(4, { type: 'OUT' })]),
    })
    const events = userEvent.setup()
    renderInApp(<PointHistory />)
    await screen.findByText('Entry 1')
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } })
    await screen.findByText('Entry 2')
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } })
    await screen.findByText('Entry 3')
    await events.click(screen.getByRole('button', { name: 'Used' }))
    await screen.findByText('Entry 4')
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'GET /customers/me/point/histories?page=0&size=10&filter=OUT&start=2026-03-01T00%3A00%3A00%2B06%3A30&end=2026-04-01T00%3A00%3A00%2B06%3A30',
    )

    // Clearing the dates asks for everything again.
    await events.click(screen.getByRole('button', { name: 'All' }))
    await events.click(screen.getByRole('button', { name: 'Clear dates' }))
    await screen.findByText('Entry 1')
  })

  it('says so and sends no range when the end is before the start', async () => {
    const calls = stubApi({
      [historyCall(0)]: list([entry(1)]),
      [historyCall(0, { end: '2026-03-02T00:00:00+06:30' })]: list([entry(2)]),
    })
    renderInApp(<PointHistory />)
    await screen.findByText('Entry 1')
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } })
    await screen.findByText('Entry 2')
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-05' } })
    expect(await screen.findByText('The end date is before the start date.')).toBeTruthy()
    await screen.findByText('Entry 1')
    expect(calls.every((call) => !call.path.includes('start='))).toBe(true)
  })

  it('says when there is nothing yet, and offers a retry when the list fails', async () => {
    let fail = true
    stubApi({
      [historyCall(0)]: () =>
        fail ? refusal(500, 'INTERNAL', 'Internal server error.') : list([]),
    })
    const events = userEvent.setup()
    renderInApp(<PointHistory />)
    expect(await screen.findByText('Your point history could not be loaded.')).toBeTruthy()
    fail = false
    await events.click(screen.getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByText(
        'No points yet. You earn 1 point for every 1,000 Ks of a delivered order.',
      ),
    ).toBeTruthy()
    await waitFor(() => expect(screen.queryAllByTestId('point-entry')).toHaveLength(0))
  })
})

describe('point history on a Burmese page (issue 15)', () => {
  it('shows Burmese labels, dates and points in Myanmar digits', async () => {
    stubApi({
      [historyCall(0)]: list([entry(1, { type: 'OUT', points: 1_200, note: 'For lunch' })]),
    })
    await loadAllTexts()
    const burmese = textsIn('my', pointTexts).history
    renderInApp(<PointHistory />, { url: '/my/profile?tab=points' })
    await screen.findByText('For lunch')
    const [used] = rows() as [HTMLElement]
    expect(within(used).getByText(burmese.used)).toBeTruthy()
    expect(within(used).queryByText('Used')).toBeNull()
    expect(within(used).getByText(burmese.signed('OUT', 1_200))).toBeTruthy()
    expect(within(used).queryByText('5 March, 2026')).toBeNull()
    expect(within(used).getByText(/၂၀၂၆/)).toBeTruthy()
    expect(screen.getByRole('button', { name: burmese.filters.all })).toBeTruthy()
  })
})
