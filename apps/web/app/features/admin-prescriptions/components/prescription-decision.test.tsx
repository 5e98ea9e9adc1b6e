import { messages } from '@kyanma/shared'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { refusal, spyOnToasts, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { renderAsStaff, signOutStaffAfterEach } from '#test/staff.ts'
import { waitingOrder } from '../test/prescription-fixtures.ts'
import { PrescriptionDecision, usePrescriptionDecider } from './prescription-decision.tsx'

const DECIDE = 'POST /admin/orders/41/prescription'
const APPROVE = 'Approve the prescription'
const REFUSE = 'Refuse the prescription'

/** The forms as the page holds them: one image of the order was approved before (reused). */
function Decision(props: { onDone: () => void }) {
  return <PrescriptionDecision reused decider={usePrescriptionDecider(41, props.onDone)} />
}

/** With the app's own query client, so a refused decision toasts as in the app. */
function renderDecision() {
  const onDone = vi.fn()
  renderAsStaff(<Decision onDone={onDone} />)
  return onDone
}

const validUntil = () => screen.getByLabelText(/^Valid until/) as HTMLInputElement

beforeEach(() => {
  // 00:30 on 26 November in Yangon, still the 25th in UTC: the dates are Myanmar's.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-25T18:00:00Z'))
})

afterEach(() => {
  vi.useRealTimers()
})
signOutStaffAfterEach()

describe('the pharmacist’s decision', () => {
  it('approves until 90 days from today in Myanmar, then toasts and is done', async () => {
    const calls = stubApi({ [DECIDE]: { body: waitingOrder({ status: 'APPROVED' }) } })
    const toasts = spyOnToasts()
    const onDone = renderDecision()
    expect(validUntil().value).toBe('2027-02-24')
    expect(validUntil().min).toBe('2026-11-26')
    expect(validUntil().max).toBe('2027-11-26')
    // One of the images was approved before: its own validity stays.
    expect(screen.getByText('An image approved before keeps the date given then.')).toBeTruthy()

    await userEvent.setup().click(screen.getByRole('button', { name: APPROVE }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/admin/orders/41/prescription',
        body: { decision: 'APPROVE', validUntil: '2027-02-24' },
      },
    ])
    expect(calls[0]?.headers.get('authorization')).toMatch(/^Bearer /)
    expect(toasts.success).toHaveBeenCalledWith(
      'The prescription is approved; the customer has been told.',
    )
  })

  it('sends the date a quick choice or the date field gives, and no date out of range', async () => {
    const calls = stubApi({ [DECIDE]: { body: waitingOrder({ status: 'APPROVED' }) } })
    spyOnToasts()
    const onDone = renderDecision()
    const events = userEvent.setup()
    fireEvent.change(validUntil(), { target: { value: '2027-11-27' } })
    await events.click(screen.getByRole('button', { name: APPROVE }))
    expect(
      await screen.findByText(
        'The prescription’s validity must be a date from 2026-11-26 to 2027-11-26.',
      ),
    ).toBeTruthy()
    expect(calls).toEqual([])

    await events.click(screen.getByRole('button', { name: '30 days' }))
    expect(validUntil().value).toBe('2026-12-26')
    await events.click(screen.getByRole('button', { name: APPROVE }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(calls.map((call) => call.body)).toEqual([
      { decision: 'APPROVE', validUntil: '2026-12-26' },
    ])
  })

  it('refuses only with a reason, which a common one fills', async () => {
    const calls = stubApi({ [DECIDE]: { body: waitingOrder({ status: 'REFUSED' }) } })
    const toasts = spyOnToasts()
    const onDone = renderDecision()
    const events = userEvent.setup()
    await events.click(screen.getByRole('button', { name: REFUSE }))
    expect(
      await screen.findByText(
        messages.prescriptionReasonLength.replace('{min}', '3').replace('{max}', '300'),
      ),
    ).toBeTruthy()
    expect(calls).toEqual([])

    await events.click(screen.getByRole('button', { name: 'Unreadable photo' }))
    const reason = screen.getByLabelText(/^Reason/) as HTMLTextAreaElement
    expect(reason.value).toBe('The photo is not readable.')
    await events.type(reason, ' The top half is cut off.')
    await events.click(screen.getByRole('button', { name: REFUSE }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(calls.map((call) => call.body)).toEqual([
      { decision: 'REFUSE', reason: 'The photo is not readable. The top half is cut off.' },
    ])
    expect(toasts.success).toHaveBeenCalledWith(
      'The prescription is refused; the customer has been told.',
    )
  })

  it('shows the server’s refusal in a red toast and stays', async () => {
    stubApi({
      [DECIDE]: refusal(409, 'CONFLICT', messages.prescriptionNotWaiting),
    })
    const toasts = spyOnToasts()
    const onDone = renderDecision()
    await userEvent.setup().click(screen.getByRole('button', { name: APPROVE }))
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(messages.prescriptionNotWaiting))
    expect(onDone).not.toHaveBeenCalled()
    expect(toasts.success).not.toHaveBeenCalled()
    expect((screen.getByRole('button', { name: APPROVE }) as HTMLButtonElement).disabled).toBe(
      false,
    )
  })
})
