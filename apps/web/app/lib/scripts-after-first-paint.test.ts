import { Readable } from 'node:stream'
import { describe, expect, it, vi } from 'vitest'
import { emptyDocumentAfterEach } from '#test/empty-document.ts'
import { scriptsAfterFirstPaint, withScriptsAfterFirstPaint } from './scripts-after-first-paint.ts'

// The parts of a page's shell that matter here, as React Router's <Scripts> writes them.
const CODE =
  'import * as route0 from "/assets/root-A.js";\nimport("/assets/entry.client-B.js");\nwindow.x = "<\\/script>";'

const SHELL =
  '<!DOCTYPE html><html lang="my"><head><link rel="stylesheet" href="/assets/style.css"/>' +
  '<link rel="modulepreload" href="/assets/translation-files-C.js"/>' +
  '<link rel="modulepreload" href="/assets/shell-D.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-B.js" nonce="n0nce=="/>' +
  '<link rel="modulepreload" href="/assets/shell-D.js" nonce="n0nce=="/>' +
  '</head><body><main>ကုန်ပစ္စည်း</main>' +
  '<script nonce="n0nce==">window.__reactRouterContext = {};</script>' +
  `<script nonce="n0nce==" type="module" async="">${CODE}</script>`
const DEFERRED =
  '<div hidden id="S:0">later</div><script nonce="n0nce==">$RC("B:0","S:0")</script></body></html>'

async function streamed(chunks: string[]): Promise<string> {
  let out = ''
  for await (const chunk of Readable.from(chunks).pipe(scriptsAfterFirstPaint())) out += chunk
  return out
}

describe('scripts after the first paint', () => {
  emptyDocumentAfterEach()

  it('takes the preloads and the inline module out of the shell', () => {
    const page = withScriptsAfterFirstPaint(SHELL)
    expect(page).not.toContain('rel="modulepreload"')
    expect(page).not.toContain('type="module"')
    expect(page).toContain('<link rel="stylesheet" href="/assets/style.css"/>')
    expect(page).toContain('<main>ကုန်ပစ္စည်း</main>')
    expect(page).toContain('window.__reactRouterContext = {};')
    // The page's own inline script ends where it should: nothing in the code closes it early.
    const loader = page.slice(page.lastIndexOf('<script nonce="n0nce==">'))
    expect(loader.match(/<\/script>/g)).toHaveLength(1)
  })

  it('changes the shell whole however the stream cuts it, and passes the rest through', async () => {
    const page = SHELL + DEFERRED
    const pieces = Array.from({ length: Math.ceil(page.length / 7) }, (_, i) =>
      page.slice(i * 7, i * 7 + 7),
    )
    expect(await streamed(pieces)).toBe(withScriptsAfterFirstPaint(SHELL) + DEFERRED)
  })

  it('keeps a Burmese letter whole when a chunk ends inside its bytes', async () => {
    const bytes = Buffer.from(SHELL + DEFERRED)
    const pieces = Array.from({ length: Math.ceil(bytes.length / 5) }, (_, i) =>
      bytes.subarray(i * 5, i * 5 + 5),
    )
    let out = ''
    for await (const chunk of Readable.from(pieces).pipe(scriptsAfterFirstPaint())) out += chunk
    expect(out).toBe(withScriptsAfterFirstPaint(SHELL) + DEFERRED)
  })

  it('sends a page without React Router scripts unchanged', async () => {
    const page = '<!DOCTYPE html><html><body><p>Offline</p></body></html>'
    expect(await streamed([page.slice(0, 20), page.slice(20)])).toBe(page)
    expect(await streamed([])).toBe('')
  })

  /** Runs the page's loader as the browser would, in this test's document. */
  function runLoader() {
    const page = withScriptsAfterFirstPaint(SHELL)
    // The loader writes every `<` of what it carries escaped, so it holds no tag of its own.
    const loader = /<script nonce="n0nce==">([^<]*)<\/script>$/.exec(page)
    new Function(loader?.[1] ?? 'throw new Error("no loader")')()
  }

  const started = () => document.querySelectorAll('script[type="module"]').length > 0

  it('adds each preload once and the module with its nonce when the first paint is reported', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    type Report = (list: { getEntriesByName(name: string): unknown[] }, observer: unknown) => void
    const observed: { report?: Report } = {}
    const disconnect = vi.fn()
    class PaintObserver {
      static supportedEntryTypes = ['paint']
      constructor(report: Report) {
        observed.report = report
      }
      observe(options: unknown) {
        expect(options).toEqual({ type: 'paint', buffered: true })
      }
      disconnect = disconnect
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver)
    runLoader()
    vi.advanceTimersByTime(100)
    expect(started()).toBe(false)
    const observer = { disconnect }
    const timersBefore = vi.getTimerCount()
    observed.report?.({ getEntriesByName: () => [] }, observer)
    expect(started()).toBe(false)
    observed.report?.(
      { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) },
      observer,
    )
    expect(started()).toBe(true)
    expect(disconnect).toHaveBeenCalled()

    // One task (timer) per preload, so that no task of the page's start grows long.
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0)
    expect(vi.getTimerCount()).toBe(timersBefore + 3)
    vi.advanceTimersByTime(0)
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')]
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/translation-files-C.js',
      '/assets/shell-D.js',
      '/assets/entry.client-B.js',
    ])
    const module = document.body.querySelector('script[type="module"]') as HTMLScriptElement
    expect(module.nonce).toBe('n0nce==')
    expect(module.textContent).toBe(CODE)
    // Once only, whatever else happens after.
    vi.runAllTimers()
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1)
  })

  it('waits for one frame where the browser has no Paint Timing, and never more than 3 s', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    vi.stubGlobal('PerformanceObserver', undefined)
    runLoader()
    expect(started()).toBe(false)
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(1)
    expect(started()).toBe(true)

    document.body.innerHTML = ''
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint']
        observe() {}
      },
    )
    runLoader()
    vi.advanceTimersByTime(2999)
    expect(started()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(started()).toBe(true)
  })
})
