import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { spyOnToasts, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { renderInApp } from '#test/render.tsx'
import { renderAsStaff, signInTestStaff, signOutStaffAfterEach } from '#test/staff.ts'
import { waitingOrder } from '../test/prescription-fixtures.ts'
import { PrescriptionCard } from './prescription-card.tsx'
import { PrescriptionReviewPage } from './prescription-review-page.tsx'

const ORDER = 'GET /admin/orders/41'
/** The images answer as images do; their pixels do not matter here. */
const images = {
  'GET /admin/prescriptions/31/file': { body: {} },
  'GET /admin/prescriptions/12/file': { body: {} },
}

function renderReview() {
  return renderAsStaff(<PrescriptionReviewPage orderId={41} />, { url: '/admin/prescriptions/41' })
}

signOutStaffAfterEach()

describe('one prescription’s check', () => {
  it('shows what the images must cover and who approved a reused one', async () => {
    stubApi({ [ORDER]: { body: waitingOrder() }, ...images })
    renderReview()
    expect(
      await screen.findByRole('heading', { name: 'Prescription for order KY-2611-000041' }),
    ).toBeTruthy()
    expect(screen.getByTestId('prescription-status').textContent).toBe('To check')
    expect(screen.getByText('Amoxicillin 250 mg × 2')).toBeTruthy()
    expect(screen.getByText('Metformin 500 mg × 3')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Prescription 1' })).toBeTruthy()
    expect(screen.getByText('Approved before by Daw Khin, valid until 1 March, 2027')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open the order' }).getAttribute('href')).toBe(
      '/admin/orders/41',
    )
  })

  it('goes back to the queue after a decision, or to the order it came from', async () => {
    // As the server: once approved, the order reads approved (the check's forms then go).
    let approved = false
    const calls = stubApi({
      [ORDER]: () => ({ body: waitingOrder(approved ? { status: 'APPROVED' } : {}) }),
      'POST /admin/orders/41/prescription': () => {
        approved = true
        return { body: waitingOrder({ status: 'APPROVED' }) }
      },
      ...images,
    })
    // The order's fresh read takes a moment, as on a network: the page shows the decision made
    // meanwhile, and must still toast and leave.
    const answer = globalThis.fetch
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (approved && url === '/api/admin/orders/41') await new Promise((r) => setTimeout(r, 100))
      return answer(url, init)
    })
    const toasts = spyOnToasts()
    const { router } = renderReview()
    const events = userEvent.setup()
    await events.click(await screen.findByRole('button', { name: 'Approve the prescription' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/prescriptions'))
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1)
    expect(toasts.success).toHaveBeenCalledWith(
      'The prescription is approved; the customer has been told.',
    )

    await router.navigate('/admin/prescriptions/41', { state: { from: 'order' } })
    expect(
      (await screen.findByRole('link', { name: 'Back to the order' })).getAttribute('href'),
    ).toBe('/admin/orders/41')
  })

  it('shows the decision made, and offers none, once the prescription is refused', async () => {
    stubApi({
      [ORDER]: {
        body: waitingOrder({
          status: 'REFUSED',
          refusalReason: 'The photo is not readable.',
          reviewedBy: 'Daw Khin',
          reviewedAt: '2026-11-26T04:00:00.000Z',
          dueAt: '2026-11-27T04:00:00.000Z',
        }),
      },
      ...images,
    })
    renderReview()
    expect(await screen.findByText('Reason: The photo is not readable.')).toBeTruthy()
    expect(screen.getByText('Decided by Daw Khin on 26 November, 2026 10:30')).toBeTruthy()
    expect(
      screen.getByText(
        'The order is cancelled on 27 November, 2026 10:30 unless the customer sends an image.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Approve the prescription' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Refuse the prescription' })).toBeNull()
  })

  it('says so when the order does not exist', async () => {
    stubApi({})
    signInTestStaff()
    // The plain test client: the app's retries a failed read (the back office's would not a 404).
    renderInApp(<PrescriptionReviewPage orderId={41} />, { url: '/admin/prescriptions/41' })
    expect(await screen.findByText('This order does not exist.')).toBeTruthy()
  })
})

describe('the prescription on the order’s page', () => {
  it('leads to the check while it waits, and the check leads back to the order', async () => {
    stubApi(images)
    signInTestStaff()
    const { router } = renderInApp(<PrescriptionCard order={waitingOrder()} />, {
      url: '/admin/orders/41',
    })
    const check = screen.getByRole('link', { name: 'Check the prescription' })
    expect(check.getAttribute('href')).toBe('/admin/prescriptions/41')
    await userEvent.setup().click(check)
    expect(router.state.location.state).toEqual({ from: 'order' })
  })

  it('shows who approved it, and no check once it is approved', () => {
    stubApi(images)
    signInTestStaff()
    const approved = waitingOrder({
      status: 'APPROVED',
      reviewedBy: 'Daw Khin',
      reviewedAt: '2026-11-26T04:00:00.000Z',
    })
    renderInApp(<PrescriptionCard order={approved} />)
    const card = within(screen.getByText('Prescription').closest('div') as HTMLElement)
    expect(screen.getByTestId('prescription-status').textContent).toBe('Approved')
    expect(screen.getByText('Decided by Daw Khin on 26 November, 2026 10:30')).toBeTruthy()
    expect(card.queryByRole('link')).toBeNull()
  })

  it('is not there when nothing in the order needs a prescription', () => {
    renderInApp(<PrescriptionCard order={{ ...waitingOrder(), prescription: null }} />)
    expect(screen.queryByText('Prescription')).toBeNull()
  })
})
