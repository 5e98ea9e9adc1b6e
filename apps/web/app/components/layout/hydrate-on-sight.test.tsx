import { act, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeIntersectionObserver } from '#test/fake-intersection-observer.ts'
import { HydrateOnSight, hydrateEverything } from './hydrate-on-sight.tsx'

/** A part below the fold: says when its code has run, and counts taps once it answers. */
function Counter({ onHydrated }: { onHydrated: () => void }) {
  const [taps, setTaps] = useState(0)
  useEffect(onHydrated, [onHydrated])
  return (
    <button type="button" onClick={() => setTaps(taps + 1)}>
      taps {taps}
    </button>
  )
}

/** The server's HTML of the page, in a container that React then hydrates. */
async function hydrateServerPage() {
  const hydrated = vi.fn()
  const page = (
    <main>
      <h1>On the first screen</h1>
      <HydrateOnSight>
        <Counter onHydrated={hydrated} />
      </HydrateOnSight>
    </main>
  )
  vi.stubEnv('SSR', true)
  const html = renderToString(page)
  vi.unstubAllEnvs()
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const root = await act(async () => hydrateRoot(container, page))
  return { hydrated, root, container, html }
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)))

describe('HydrateOnSight', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
  })

  it('keeps the server’s HTML without running its code until it comes into view', async () => {
    const viewport = fakeIntersectionObserver()
    const { hydrated, root, html } = await hydrateServerPage()
    expect(html).toContain('<button type="button">taps')
    const button = screen.getByRole('button', { name: 'taps 0' })
    await settle()
    expect(hydrated).not.toHaveBeenCalled()

    await act(async () => viewport.scrollIntoView(button.parentElement as Element))
    await settle()
    expect(hydrated).toHaveBeenCalledTimes(1)
    // The same element, hydrated: nothing was rendered again in its place.
    expect(screen.getByRole('button', { name: 'taps 0' })).toBe(button)
    await act(async () => button.click())
    expect(button.textContent).toBe('taps 1')
    root.unmount()
  })

  it('hydrates at the first interaction anywhere on the page', async () => {
    fakeIntersectionObserver()
    const { hydrated, root } = await hydrateServerPage()
    await settle()
    expect(hydrated).not.toHaveBeenCalled()
    await act(async () => window.dispatchEvent(new Event('wheel')))
    await settle()
    expect(hydrated).toHaveBeenCalledTimes(1)
    root.unmount()
  })

  it('answers a tap that comes without a touch first (a screen reader’s activation)', async () => {
    fakeIntersectionObserver()
    const { root } = await hydrateServerPage()
    const button = screen.getByRole('button', { name: 'taps 0' })
    await act(async () => button.click())
    await settle()
    expect(button.textContent).toBe('taps 1')
    root.unmount()
  })

  it('shows its content at once when the browser renders it (an in-app visit)', async () => {
    fakeIntersectionObserver()
    const hydrated = vi.fn()
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    await act(async () =>
      root.render(
        <HydrateOnSight>
          <Counter onHydrated={hydrated} />
        </HydrateOnSight>,
      ),
    )
    expect(screen.getByRole('button', { name: 'taps 0' })).toBeTruthy()
    expect(hydrated).toHaveBeenCalledTimes(1)
    root.unmount()
  })

  // Last: from then on every part of this module's page hydrates at once.
  it('hydrates what waits, and what comes later, once the page must differ from the server’s HTML', async () => {
    fakeIntersectionObserver()
    const first = await hydrateServerPage()
    await settle()
    expect(first.hydrated).not.toHaveBeenCalled()
    await act(async () => hydrateEverything())
    await settle()
    expect(first.hydrated).toHaveBeenCalledTimes(1)
    first.root.unmount()
    const later = await hydrateServerPage()
    await settle()
    expect(later.hydrated).toHaveBeenCalledTimes(1)
    later.root.unmount()
  })
})
