import { type AdminOrderDetail, messages } from '@kyanma/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '#app/lib/notify.ts'
import { renderInApp } from '#test/render.tsx'
import { StatusActions } from './status-actions.tsx'

/** Only what the buttons read; the rest of the order does not matter to them. */
const order = (nextStatuses: AdminOrderDetail['nextStatuses']) =>
  ({ id: 7, nextStatuses }) as AdminOrderDetail

/** The server's answers, recorded: each PUT of a status is answered with the success message. */
function stubStatusCalls() {
  const calls: { method: string; url: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', url, body: JSON.parse(String(init?.body)) })
      return Response.json({ message: messages.orderStatusChanged })
    }),
  )
  return calls
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the buttons of an order’s next steps', () => {
  it('offers one button per status the server allows, and says so when there is none', () => {
    renderInApp(<StatusActions order={order(['PAID', 'DELIVERED', 'CANCELLED'])} />)
    const labels = screen.getAllByRole('button').map((button) => button.textContent)
    expect(labels).toEqual(['Mark paid', 'Mark delivered', 'Cancel order'])
  })

  it('says the order is finished when no step is left', () => {
    renderInApp(<StatusActions order={order([])} />)
    expect(screen.queryAllByRole('button')).toEqual([])
    expect(screen.getByText('This order is finished: no further step.')).toBeTruthy()
  })

  it('says why Approve is missing while the pharmacist has not approved the prescription', () => {
    const withPrescription = (status: 'WAITING_CHECK' | 'APPROVED', next: typeof moves) =>
      ({ ...order(next), prescription: { status } }) as AdminOrderDetail
    const moves: AdminOrderDetail['nextStatuses'] = ['CANCELLED']
    const { unmount } = renderInApp(
      <StatusActions order={withPrescription('WAITING_CHECK', moves)} />,
    )
    expect(screen.getByText(messages.prescriptionApprovalFirst)).toBeTruthy()
    unmount()
    renderInApp(<StatusActions order={withPrescription('APPROVED', ['APPROVED', 'CANCELLED'])} />)
    expect(screen.queryByText(messages.prescriptionApprovalFirst)).toBeNull()
  })

  it('approves with one click and shows the server’s message', async () => {
    const calls = stubStatusCalls()
    const success = vi.spyOn(notify, 'success').mockResolvedValue(undefined)
    renderInApp(<StatusActions order={order(['APPROVED', 'CANCELLED'])} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith(messages.orderStatusChanged))
    expect(calls).toEqual([
      { method: 'PUT', url: '/api/admin/orders/7/status', body: { status: 'APPROVED' } },
    ])
  })

  it('asks for the reason before cancelling, and sends nothing without one', async () => {
    const calls = stubStatusCalls()
    vi.spyOn(notify, 'success').mockResolvedValue(undefined)
    const events = userEvent.setup()
    renderInApp(<StatusActions order={order(['APPROVED', 'CANCELLED'])} />)
    await events.click(screen.getByRole('button', { name: 'Cancel order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order' })
    await events.type(within(dialog).getByLabelText(/^Reason/), '   ')
    await events.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    expect(await within(dialog).findByText(messages.reasonRequired)).toBeTruthy()
    expect(calls).toEqual([])

    await events.type(within(dialog).getByLabelText(/^Reason/), 'Out of stock')
    await events.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'PUT',
          url: '/api/admin/orders/7/status',
          body: { status: 'CANCELLED', note: 'Out of stock' },
        },
      ]),
    )
  })
})
