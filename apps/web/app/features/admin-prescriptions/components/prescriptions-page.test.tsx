import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { pageOf, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { renderInApp } from '#test/render.tsx'
import { signInTestStaff, signOutStaffAfterEach } from '#test/staff.ts'
import { queueRow } from '../test/prescription-fixtures.ts'
import { PrescriptionsPage } from './prescriptions-page.tsx'

const LIST = 'GET /admin/prescriptions?page=0&size=15&sort=createdAt&order=asc'
const list = (rows: ReturnType<typeof queueRow>[]) => pageOf(rows, 15)

signOutStaffAfterEach()

describe('the pharmacist’s queue', () => {
  it('lists the prescriptions to check, oldest first, each with the way to its check', async () => {
    const calls = stubApi({
      [`${LIST}&status=WAITING_CHECK`]: list([
        queueRow(),
        queueRow({ orderId: 42, voucherNo: 'KY-2611-000042', files: [] }),
      ]),
    })
    signInTestStaff()
    renderInApp(<PrescriptionsPage />, { url: '/admin/prescriptions' })
    await screen.findByRole('link', { name: 'KY-2611-000041' })
    const rows = screen.getAllByRole('row')
    const first = within(rows[1] as HTMLElement)
    expect(first.getByRole('link', { name: 'KY-2611-000041' }).getAttribute('href')).toBe(
      '/admin/orders/41',
    )
    expect(first.getByText('Aye Aye')).toBeTruthy()
    expect(first.getByText('26 November, 2026 08:35')).toBeTruthy()
    expect(first.getByText('Amoxicillin 250 mg × 2')).toBeTruthy()
    expect(first.getByText('Metformin 500 mg × 3')).toBeTruthy()
    expect(first.getByText('2 images')).toBeTruthy()
    expect(first.getByRole('link', { name: 'Check' }).getAttribute('href')).toBe(
      '/admin/prescriptions/41',
    )
    expect(within(rows[2] as HTMLElement).getByText('No image yet')).toBeTruthy()
    // Nothing is due while the pharmacist has the order.
    expect(screen.queryByRole('columnheader', { name: 'Cancelled if none by' })).toBeNull()
    expect(calls).toHaveLength(1)
  })

  it('shows refused ones with their reason and deadline, opened to be viewed', async () => {
    const refused = queueRow({
      status: 'REFUSED',
      dueAt: '2026-11-27T04:00:00.000Z',
      refusalReason: 'The photo is not readable.',
    })
    const calls = stubApi({
      [`${LIST}&status=WAITING_CHECK`]: list([]),
      [`${LIST}&status=REFUSED`]: list([refused]),
    })
    signInTestStaff()
    const { router } = renderInApp(<PrescriptionsPage />, { url: '/admin/prescriptions' })
    await screen.findByText('No entries found.')
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Refused' }))
    const reason = await screen.findByText('The photo is not readable.')
    const row = within(reason.closest('tr') as HTMLElement)
    expect(row.getByText('27 November, 2026 10:30')).toBeTruthy()
    expect(row.getByRole('link', { name: 'View' })).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: 'Cancelled if none by' })).toBeTruthy()
    expect(router.state.location.search).toBe('?status=refused')
    expect(calls.map((call) => call.path.split('&').pop())).toEqual([
      'status=WAITING_CHECK',
      'status=REFUSED',
    ])
  })
})
