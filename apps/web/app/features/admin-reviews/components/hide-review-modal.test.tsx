import { type AdminReview, messages } from '@kyanma/shared'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { spyOnToasts, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { renderModalAsStaff, signOutStaffAfterEach, TEST_STAFF_TOKEN } from '#test/staff.ts'
import { HideReviewModal } from './hide-review-modal.tsx'

const review: AdminReview = {
  id: 9,
  stars: 2,
  review: 'Call 09 123 456 for <b>cheaper</b>',
  createdAt: '2026-01-02T03:04:05.000Z',
  product: { id: 7, name: 'Vitamin C' },
  customer: { id: 3, displayName: 'Aye' },
  hiddenAt: null,
  hiddenReason: null,
  hiddenBy: null,
}

const renderModal = () =>
  renderModalAsStaff((onClose) => <HideReviewModal review={review} onClose={onClose} />)

signOutStaffAfterEach()

describe('hide review modal', () => {
  it('shows the review as plain text and needs a reason before sending anything', async () => {
    const calls = stubApi({})
    renderModal()
    expect(screen.getByText('Call 09 123 456 for <b>cheaper</b>')).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hide' }))
    expect(await screen.findByText(messages.reasonRequired)).toBeTruthy()
    expect(calls).toEqual([])
  })

  it('sends the trimmed reason with the staff token, then toasts and closes', async () => {
    const calls = stubApi({
      'PUT /admin/reviews/9/hidden': { status: 200, body: { message: messages.reviewHidden } },
    })
    const toasts = spyOnToasts()
    const onClose = renderModal()
    const events = userEvent.setup()
    await events.type(screen.getByLabelText(/^Reason/), '  Personal phone number ')
    await events.click(screen.getByRole('button', { name: 'Hide' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(calls).toEqual([
      { method: 'PUT', path: '/admin/reviews/9/hidden', body: { reason: 'Personal phone number' } },
    ])
    expect(calls[0]?.headers.get('authorization')).toBe(`Bearer ${TEST_STAFF_TOKEN}`)
    expect(toasts.success).toHaveBeenCalledWith(messages.reviewHidden)
  })
})
