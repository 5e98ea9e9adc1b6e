import type { AdminStaffMember } from '@kyanma/shared'
import { messages } from '@kyanma/shared'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { spyOnToasts, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { makeQueryClient } from '#app/lib/query-client.ts'
import { renderInApp } from '#test/render.tsx'
import { EditStaffForm } from './edit-staff-form.tsx'

const member: AdminStaffMember = {
  id: 12,
  displayName: 'Thida',
  email: 'thida@kyanma.test',
  role: 'staff',
  disabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
}

function renderModal(isSelf: boolean) {
  const onClose = vi.fn()
  renderInApp(<EditStaffForm member={member} isSelf={isSelf} onDone={onClose} />, {
    queryClient: makeQueryClient(),
  })
  return onClose
}
const disabledSwitch = () => screen.getByRole('switch') as HTMLInputElement

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('edit staff form', () => {
  it('disables another account and renames it in one call', async () => {
    const calls = stubApi({ 'PUT /admin/staff/12': { body: { ...member, disabled: true } } })
    const toasts = spyOnToasts()
    const onClose = renderModal(false)
    const events = userEvent.setup()
    const name = screen.getByLabelText(/^Name/) as HTMLInputElement
    await events.clear(name)
    await events.type(name, 'Thida Aung')
    await events.click(disabledSwitch())
    await events.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/admin/staff/12',
        body: { displayName: 'Thida Aung', role: 'staff', disabled: true },
      },
    ])
    expect(toasts.success).toHaveBeenCalledWith(messages.staffUpdated)
  })

  it('locks the role and the disabled switch on the admin’s own account', () => {
    stubApi({})
    renderModal(true)
    expect(disabledSwitch().disabled).toBe(true)
    expect(screen.getByText(messages.staffCannotChangeOwnAccess)).toBeTruthy()
  })
})
