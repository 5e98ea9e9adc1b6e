import { formatLongDate } from '@kyanma/shared'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { fakeIntersectionObserver } from '#test/fake-intersection-observer.ts'
import { renderInApp } from '#test/render.tsx'
import { fakeNotificationsApi } from '../test/fake-notifications-api.ts'
import { NotificationCenter } from './notification-center.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

const markAll = () => screen.getByRole('button', { name: 'Mark as Read All' })
const items = () => screen.queryAllByRole('listitem')
const itemTitled = (title: string) =>
  screen.getAllByRole('listitem').find((item) => item.textContent?.includes(title)) as HTMLElement

function renderCenter(url = '/') {
  return renderInApp(<NotificationCenter />, { url })
}

describe('the notifications list', () => {
  it('shows the title and the newest first, with unread ones marked out', async () => {
    fakeIntersectionObserver()
    fakeNotificationsApi(3, { unread: 2 })
    renderCenter()
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeTruthy()
    await waitFor(() => expect(items()).toHaveLength(3))
    const [newest, second, oldest] = items() as [HTMLElement, HTMLElement, HTMLElement]
    expect(newest.textContent).toContain('Order 3 update')
    expect(newest.textContent).toContain('Your order number 3 has news.')
    expect(newest.textContent).toContain('1 January, 2026')
    for (const unread of [newest, second]) {
      expect(unread.hasAttribute('data-unread')).toBe(true)
      expect(within(unread).getByText('(Unread)', { exact: false })).toBeTruthy()
    }
    expect(oldest.hasAttribute('data-unread')).toBe(false)
    expect(oldest.textContent).not.toContain('Unread')
  })

  it('opens an item: asks the server (which marks it read), then the list and count refresh', async () => {
    fakeIntersectionObserver()
    const api = fakeNotificationsApi(2)
    renderCenter()
    await waitFor(() => expect(items()).toHaveLength(2))
    const events = userEvent.setup()
    await events.click(
      within(itemTitled('Order 1 update')).getAllByRole('button')[0] as HTMLElement,
    )
    expect(api.calls).toContain('GET /notifications/me/1')
    await waitFor(() =>
      expect(itemTitled('Order 1 update').hasAttribute('data-unread')).toBe(false),
    )
    expect(itemTitled('Order 2 update').hasAttribute('data-unread')).toBe(true)
    expect(api.calls.filter((call) => call === 'GET /notifications/me/count').length).toBe(2)
  })

  it('marks all read with one call, then nothing stands out and the button rests', async () => {
    fakeIntersectionObserver()
    const api = fakeNotificationsApi(3, { unread: 2 })
    renderCenter()
    await waitFor(() => expect(markAll().hasAttribute('disabled')).toBe(false))
    await userEvent.setup().click(markAll())
    expect(api.calls).toContain('PUT /notifications/me/readAll')
    await waitFor(() =>
      expect(items().every((item) => !item.hasAttribute('data-unread'))).toBe(true),
    )
    await waitFor(() => expect(markAll().hasAttribute('disabled')).toBe(true))
  })

  it('deletes an item with its bin button, and the list refreshes without it', async () => {
    fakeIntersectionObserver()
    const api = fakeNotificationsApi(3)
    renderCenter()
    await waitFor(() => expect(items()).toHaveLength(3))
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Delete notification: Order 2 update' }))
    expect(api.calls).toContain('DELETE /notifications/me/2')
    await waitFor(() => expect(items()).toHaveLength(2))
    expect(screen.queryByText('Order 2 update')).toBeNull()
  })

  it('loads the next 10 when the last item scrolls into view, until all are there', async () => {
    const viewport = fakeIntersectionObserver()
    const api = fakeNotificationsApi(23)
    renderCenter()
    await waitFor(() => expect(items()).toHaveLength(10))
    expect(api.calls).toContain('GET /notifications/me?page=0&size=10')

    await waitFor(() => expect(viewport.observed(items().at(-1) as Element)).toBe(true))
    act(() => viewport.scrollIntoView(items().at(-1) as Element))
    await waitFor(() => expect(items()).toHaveLength(20))
    expect(api.calls).toContain('GET /notifications/me?page=1&size=10')

    await waitFor(() => expect(viewport.observed(items().at(-1) as Element)).toBe(true))
    act(() => viewport.scrollIntoView(items().at(-1) as Element))
    await waitFor(() => expect(items()).toHaveLength(23))
    expect(items().at(-1)?.textContent).toContain('Order 1 update')
    // Everything is loaded: the last item is no longer watched and nothing more is asked.
    await waitFor(() => expect(viewport.observed(items().at(-1) as Element)).toBe(false))
    expect(api.calls.filter((call) => call.startsWith('GET /notifications/me?'))).toEqual([
      'GET /notifications/me?page=0&size=10',
      'GET /notifications/me?page=1&size=10',
      'GET /notifications/me?page=2&size=10',
    ])
  })

  it('offers a button for more where the browser cannot watch scrolling', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    fakeNotificationsApi(12)
    renderCenter()
    await waitFor(() => expect(items()).toHaveLength(10))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show older notifications' }))
    await waitFor(() => expect(items()).toHaveLength(12))
    expect(screen.queryByRole('button', { name: 'Show older notifications' })).toBeNull()
  })

  it('says so when there are none, and the button rests', async () => {
    fakeIntersectionObserver()
    fakeNotificationsApi(0)
    renderCenter()
    expect(await screen.findByText('You have no notifications yet.')).toBeTruthy()
    expect(markAll().hasAttribute('disabled')).toBe(true)
  })

  it('shows loading, then an error with a retry that works', async () => {
    fakeIntersectionObserver()
    const api = fakeNotificationsApi(2)
    api.state.failList = true
    renderCenter()
    expect(screen.getByRole('status', { name: 'Loading notifications…' })).toBeTruthy()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Your notifications could not be loaded.')
    api.state.failList = false
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(items()).toHaveLength(2))
  })

  it('speaks Burmese under /my, dates in Burmese', async () => {
    await loadAllTexts()
    fakeIntersectionObserver()
    fakeNotificationsApi(1)
    renderCenter('/my')
    expect(screen.getByRole('heading', { name: 'အသိပေးချက်များ' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Notifications' })).toBeNull()
    expect(screen.getByRole('button', { name: 'အားလုံး ဖတ်ပြီးကြောင်း မှတ်မည်' })).toBeTruthy()
    await waitFor(() => expect(items()).toHaveLength(1))
    const [item] = items() as [HTMLElement]
    expect(item.textContent).toContain('(မဖတ်ရသေး)')
    expect(item.textContent).toContain(formatLongDate('2026-01-01T00:01:00.000Z', 'my'))
    expect(item.textContent).not.toContain('January')
    expect(
      within(item).getByRole('button', { name: 'အသိပေးချက် ဖျက်မည် - Order 1 update' }),
    ).toBeTruthy()
  })
})
