import type { AdminContactMessage } from '@kyanma/shared'
import { messages } from '@kyanma/shared'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { spyOnToasts, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { makeQueryClient } from '#app/lib/query-client.ts'
import { renderInApp } from '#test/render.tsx'
import { MessageModal } from './message-modal.tsx'

const message: AdminContactMessage = {
  id: 5,
  name: 'Aye Aye',
  email: 'aye@example.com',
  phone: '09791234567',
  message: 'Hello <img src=x onerror=alert(1)>\nSecond line',
  createdAt: '2026-01-01T00:00:00.000Z',
  handledAt: null,
  handledBy: null,
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('message modal', () => {
  it('shows the whole text as plain text, never as HTML', () => {
    stubApi({})
    renderInApp(<MessageModal message={message} onClose={() => {}} />)
    expect(screen.getByText(/Hello <img src=x onerror=alert\(1\)>/)).toBeTruthy()
    expect(document.querySelector('img[src="x"]')).toBeNull()
  })

  it('marks the message handled, toasts and closes', async () => {
    const calls = stubApi({
      'PUT /admin/contact-messages/5/handled': {
        body: { message: messages.contactMessageHandled },
      },
    })
    const toasts = spyOnToasts()
    const onClose = vi.fn()
    renderInApp(<MessageModal message={message} onClose={onClose} />, {
      queryClient: makeQueryClient(),
    })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark handled' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /admin/contact-messages/5/handled',
    ])
    expect(toasts.success).toHaveBeenCalledWith(messages.contactMessageHandled)
  })

  it('offers no button once the message is handled', () => {
    stubApi({})
    renderInApp(
      <MessageModal
        message={{ ...message, handledAt: '2026-01-02T00:00:00.000Z', handledBy: 'Thida' }}
        onClose={() => {}}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Mark handled' })).toBeNull()
    expect(screen.getByText(/by Thida/)).toBeTruthy()
  })
})
