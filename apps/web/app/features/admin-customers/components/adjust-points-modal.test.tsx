import { messages } from '@kyanma/shared'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { refusal, spyOnToasts, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { renderModalAsStaff, signOutStaffAfterEach, TEST_STAFF_TOKEN } from '#test/staff.ts'
import { AdjustPointsModal } from './adjust-points-modal.tsx'

const URL = 'POST /admin/customers/7/points/adjustments'

const renderModal = () =>
  renderModalAsStaff((onClose) => (
    <AdjustPointsModal customerId={7} balance={30} opened onClose={onClose} />
  ))
const points = () => screen.getByLabelText(/^Points/) as HTMLInputElement
const reason = () => screen.getByLabelText(/^Reason/) as HTMLTextAreaElement
const submit = () => screen.getByRole('button', { name: 'Adjust' })

/** Types the points and the reason into the form and sends it. */
async function adjust(typedPoints: string, typedReason: string) {
  const events = userEvent.setup()
  await events.type(points(), typedPoints)
  await events.type(reason(), typedReason)
  await events.click(submit())
}

signOutStaffAfterEach()

describe('adjust points modal', () => {
  it('refuses 0 and a missing reason with the shared messages, sending nothing', async () => {
    const calls = stubApi({})
    renderModal()
    const events = userEvent.setup()
    await events.type(points(), '0')
    await events.click(submit())
    expect(await screen.findByText(messages.adjustmentPointsInvalid)).toBeTruthy()
    expect(screen.getByText(messages.adjustmentReasonRequired)).toBeTruthy()
    expect(calls).toEqual([])
  })

  it('sends the points and the reason with the staff token, then toasts and closes', async () => {
    const calls = stubApi({
      [URL]: { status: 201, body: { message: messages.pointsAdjusted, currentPoint: 10 } },
    })
    const toasts = spyOnToasts()
    const onClose = renderModal()
    await adjust('-20', 'Granted twice')
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/admin/customers/7/points/adjustments',
        body: { points: -20, reason: 'Granted twice' },
      },
    ])
    expect(calls[0]?.headers.get('authorization')).toBe(`Bearer ${TEST_STAFF_TOKEN}`)
    expect(toasts.success).toHaveBeenCalledWith(messages.pointsAdjusted)
  })

  it('shows the server’s refusal in a red toast and stays open', async () => {
    const belowZero = 'This would take the balance below 0 (it is 30 points).'
    stubApi({ [URL]: refusal(400, 'BAD_REQUEST', belowZero) })
    const toasts = spyOnToasts()
    const onClose = renderModal()
    await adjust('-31', 'Too much')
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(belowZero))
    expect(onClose).not.toHaveBeenCalled()
    expect(points().value).toBe('-31')
  })
})
