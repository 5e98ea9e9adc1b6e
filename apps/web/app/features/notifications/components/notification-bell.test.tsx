import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetSessionForTests, session } from '#app/features/auth/session-store.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { fakeIntersectionObserver } from '#test/fake-intersection-observer.ts'
import { renderInApp } from '#test/render.tsx'
import { fakeNotificationsApi } from '../test/fake-notifications-api.ts'
import { NotificationBell } from './notification-bell.tsx'

beforeEach(() => {
  resetSessionForTests()
  fakeIntersectionObserver()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

function signIn() {
  session.signIn({
    accessToken: 'token-1',
    expiresAt: '2099-01-01T00:00:00.000Z',
    rememberMe: false,
    user: {
      id: 11,
      displayName: 'Aye Aye',
      phoneNumber: '09790000123',
      email: null,
      profileImage: null,
      role: 'customer',
    },
  })
}

describe('the notifications bell', () => {
  it('is not there for visitors, and asks nothing', async () => {
    const api = fakeNotificationsApi(2)
    window.localStorage.clear()
    renderInApp(<NotificationBell />)
    await act(async () => {})
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull()
    expect(api.calls).toEqual([])
  })

  it('shows the unread count for a signed-in customer, and opens and closes the list', async () => {
    fakeNotificationsApi(5, { unread: 3 })
    signIn()
    renderInApp(<NotificationBell />)
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' })
    expect(screen.getByTestId('notification-badge').textContent).toBe('3')

    const events = userEvent.setup()
    await events.click(bell)
    // hidden: happy-dom lays nothing out, so the popover takes its zero-sized anchor for hidden.
    const panel = await screen.findByRole('dialog', { name: 'Notifications', hidden: true })
    expect(bell.getAttribute('aria-expanded')).toBe('true')
    await waitFor(() => expect(panel.querySelectorAll('li')).toHaveLength(5))

    await events.click(bell)
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull())
    expect(bell.getAttribute('aria-expanded')).toBe('false')
  })

  it('opens the list as a full-screen drawer on a phone, with its own close button', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    fakeNotificationsApi(2)
    signIn()
    renderInApp(<NotificationBell />)
    const events = userEvent.setup()
    await events.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }))
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' })
    await waitFor(() => expect(within(drawer).getAllByRole('listitem')).toHaveLength(2))
    expect(within(drawer).getByRole('button', { name: 'Mark as Read All' })).toBeTruthy()
    await events.click(within(drawer).getByRole('button', { name: 'Close notifications' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('shows no badge when everything is read', async () => {
    fakeNotificationsApi(2, { unread: 0 })
    signIn()
    renderInApp(<NotificationBell />)
    await screen.findByRole('button', { name: 'Notifications' })
    expect(screen.queryByTestId('notification-badge')).toBeNull()
  })

  it('counts in Myanmar digits under /my, and opens the Burmese list', async () => {
    await loadAllTexts()
    fakeNotificationsApi(15, { unread: 12 })
    signIn()
    renderInApp(<NotificationBell />, { url: '/my' })
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('၁၂'))
    const events = userEvent.setup()
    await events.click(screen.getByRole('button', { expanded: false }))
    expect(await screen.findByRole('dialog', { name: 'အသိပေးချက်များ' })).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull()
  })
})
