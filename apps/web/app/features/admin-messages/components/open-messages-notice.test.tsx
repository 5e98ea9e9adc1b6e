import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageOf, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { renderInApp } from '#test/render.tsx'
import { OpenMessagesNotice } from './open-messages-notice.tsx'

const OPEN_CALL = 'GET /admin/contact-messages?page=0&size=1&sort=createdAt&order=desc&status=open'

afterEach(() => vi.unstubAllGlobals())

describe('the dashboard notice of unanswered messages', () => {
  it('counts the messages nobody has handled and links to them', async () => {
    const calls = stubApi({ [OPEN_CALL]: pageOf([], 1, 3) })
    renderInApp(<OpenMessagesNotice />)
    expect(await screen.findByText('3 contact messages are waiting for an answer.')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Open the inbox' })
    expect(link.getAttribute('href')).toBe('/admin/messages?status=open')
    expect(calls).toHaveLength(1)
  })

  it('says nothing when every message is handled', async () => {
    const calls = stubApi({ [OPEN_CALL]: pageOf([], 1) })
    renderInApp(<OpenMessagesNotice />)
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    // Let the answer render before looking for what it must not show.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText(/waiting for an answer/)).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
