import { afterEach, vi } from 'vitest'

/**
 * For the tests that write a served page into the document and run its inline scripts (the
 * first-paint stylesheet, the scripts after the first paint): after each test the clock and the
 * stubbed globals are real again and the document is empty.
 */
export function emptyDocumentAfterEach() {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    document.head.innerHTML = ''
    document.body.innerHTML = ''
  })
}
