import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { XhrOverFetch } from './xhr-over-fetch.ts'

// happy-dom has no media queries or resize observers; Mantine asks for both.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// Nor font loading, which Mantine's autosizing textareas listen to.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  })

// Uploads answered by the tests' fetch stubs (see xhr-over-fetch.ts).
globalThis.XMLHttpRequest = XhrOverFetch as unknown as typeof XMLHttpRequest

afterEach(() => {
  cleanup()
  window.localStorage.clear()
})
