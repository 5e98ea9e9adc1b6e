import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { loadAllTexts } from '../locales/texts-registry.ts'
import { BACK_ONLINE_MS } from './connection.ts'
import { ConnectionBanner } from './connection-banner.tsx'

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

describe('connection banner', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('says nothing while the connection holds', async () => {
    renderInApp(<ConnectionBanner />, { url: '/products' })
    const status = await screen.findByRole('status')
    expect(status.textContent).toBe('')
  })

  it('tells the shopper they are offline, then that the connection is back, then goes', async () => {
    renderInApp(<ConnectionBanner />, { url: '/products/3' })
    const status = await screen.findByRole('status')
    vi.useFakeTimers()
    goOnline(false)
    expect(status.textContent).toBe('You are offline. Pages you have seen still open.')
    goOnline(true)
    expect(status.textContent).toBe('You are back online.')
    act(() => {
      vi.advanceTimersByTime(BACK_ONLINE_MS + 10)
    })
    expect(status.textContent).toBe('')
  })

  it('speaks Burmese on Burmese pages', async () => {
    await loadAllTexts()
    renderInApp(<ConnectionBanner />, { url: '/my/products' })
    const status = await screen.findByRole('status')
    goOnline(false)
    expect(status.textContent).toMatch(/^အင်တာနက် မရှိပါ။/)
  })
})
