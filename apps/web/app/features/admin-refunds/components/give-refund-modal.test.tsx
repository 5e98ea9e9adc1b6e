import type { AdminRefundRow } from '@kyanma/shared'
import { messages } from '@kyanma/shared'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { spyOnToasts, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { renderModalAsStaff, signOutStaffAfterEach } from '#test/staff.ts'
import { GiveRefundModal } from './give-refund-modal.tsx'

const URL = 'POST /admin/refunds/5'

function refundRow(overrides: Partial<AdminRefundRow> = {}): AdminRefundRow {
  return {
    id: 5,
    reason: 'CANCELLED_AFTER_PAYMENT',
    amount: 12_500,
    state: 'DUE',
    createdAt: '2026-11-26T03:00:00.000Z',
    order: { id: 41, voucherNo: 'KY-2611-000041', status: 'CANCELLED', total: 12_500 },
    customer: { id: 7, name: 'Aye Aye', phone: '09790000123' },
    payment: null,
    gatewayCanRefund: false,
    method: null,
    reference: null,
    note: '',
    refundedBy: null,
    refundedAt: null,
    ...overrides,
  }
}

const renderModal = (refund: AdminRefundRow) =>
  renderModalAsStaff((onClose) => <GiveRefundModal refund={refund} onClose={onClose} />)

signOutStaffAfterEach()

describe('give a refund', () => {
  it('by hand needs a reference, then sends it and closes', async () => {
    const calls = stubApi({ [URL]: { body: refundRow({ state: 'DONE' }) } })
    const toasts = spyOnToasts()
    const onClose = renderModal(refundRow())
    const events = userEvent.setup()
    expect(
      screen.getByText('This money did not come through a payment gateway that can refund it.'),
    ).toBeTruthy()
    expect(
      (screen.getByRole('radio', { name: 'Through the payment gateway' }) as HTMLInputElement)
        .disabled,
    ).toBe(true)
    const submit = screen.getByRole('button', { name: 'Give back 12,500 Ks' })
    await events.click(submit)
    expect(await screen.findByText(messages.refundReferenceRequired)).toBeTruthy()
    expect(calls).toEqual([])

    await events.type(screen.getByLabelText(/^Reference/), 'KBZ-TRF-88213')
    await events.click(submit)
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/admin/refunds/5',
        body: { method: 'MANUAL', reference: 'KBZ-TRF-88213', note: '' },
      },
    ])
    expect(toasts.success).toHaveBeenCalled()
  })

  it('through the gateway when it can, with no reference to type', async () => {
    const calls = stubApi({ [URL]: { body: refundRow({ state: 'DONE' }) } })
    renderModal(
      refundRow({ payment: { gateway: 'sandbox', reference: 'SBX-1' }, gatewayCanRefund: true }),
    )
    expect(screen.getByText('Paid through sandbox, reference SBX-1')).toBeTruthy()
    expect(screen.queryByLabelText(/^Reference/)).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Give back 12,500 Ks' }))
    await waitFor(() =>
      expect(calls).toEqual([
        { method: 'POST', path: '/admin/refunds/5', body: { method: 'GATEWAY', note: '' } },
      ]),
    )
  })
})
