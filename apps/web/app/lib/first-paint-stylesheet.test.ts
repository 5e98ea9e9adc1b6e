import { describe, expect, it, vi } from 'vitest'
import { emptyDocumentAfterEach } from '#test/empty-document.ts'
import {
  paintsWithFirstPaintStylesheet,
  withFirstPaintStylesheet,
} from './first-paint-stylesheet.ts'
import { withScriptsAfterFirstPaint } from './scripts-after-first-paint.ts'

const PAIR = {
  firstPaint: '/assets/first-paint-A.css',
  later: '/assets/later-D.css',
  whole: '/assets/style-B.css',
}

// A landing page's shell as React (the precedence link) and React Router (<Links />) write it.
const SHELL =
  '<!DOCTYPE html><html lang="my"><head>' +
  '<link rel="stylesheet" href="/assets/style-B.css" data-precedence="app"/>' +
  '<link rel="modulepreload" href="/assets/shell-D.js" nonce="n0nce=="/>' +
  '<link nonce="n0nce==" rel="stylesheet" href="/assets/style-B.css"/>' +
  '</head><body><main>ကုန်ပစ္စည်း</main>' +
  '<script nonce="n0nce==" type="module" async="">import("/assets/entry.client-B.js");</script>'

/** The stylesheets that block the first paint: every enabled link outside <noscript>. */
const blocking = (page: string) =>
  [...page.replaceAll(/<noscript>.*?<\/noscript>/g, '').matchAll(/<link\b[^>]*>/g)]
    .map(([link]) => link)
    .filter((link) => link.includes('rel="stylesheet"') && !link.includes('disabled'))

describe('the first-paint stylesheet in a page', () => {
  emptyDocumentAfterEach()

  it('goes to the landing pages in both languages, and to no other page', () => {
    for (const id of [
      'routes/home',
      'my/routes/products',
      'routes/product-detail',
      'my/routes/article-detail',
    ])
      expect(paintsWithFirstPaintStylesheet(id)).toBe(true)
    for (const id of ['routes/contact-us', 'my/routes/checkout', 'routes/admin', 'root', undefined])
      expect(paintsWithFirstPaintStylesheet(id)).toBe(false)
  })

  it('blocks the first paint with the small stylesheet only', () => {
    const page = withFirstPaintStylesheet(SHELL, PAIR)
    expect(blocking(page)).toEqual([
      '<link rel="stylesheet" href="/assets/first-paint-A.css" data-precedence="app"/>',
    ])
    // React Router's link keeps its address, or hydration would not find it.
    expect(page).toContain(
      '<link nonce="n0nce==" rel="stylesheet" href="/assets/style-B.css" disabled=""/>',
    )
    expect(page).toContain(
      '<noscript><link rel="stylesheet" href="/assets/style-B.css"/></noscript>',
    )
    expect(page).toContain('<main>ကုန်ပစ္စည်း</main>')
  })

  it('leaves a page that does not link the whole stylesheet as it is', () => {
    const other = { ...PAIR, whole: '/assets/style-C.css' }
    expect(withScriptsAfterFirstPaint(SHELL, other)).toBe(withScriptsAfterFirstPaint(SHELL))
  })

  it('adds the later stylesheet after the first paint and hydrates once it has arrived', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    vi.stubGlobal('PerformanceObserver', undefined)
    const page = withScriptsAfterFirstPaint(SHELL, PAIR)
    document.head.innerHTML = page.slice(page.indexOf('<head>') + 6, page.indexOf('</head>'))
    const whole = document.head.querySelector('link[nonce][href="/assets/style-B.css"]') as Element
    expect(whole.hasAttribute('disabled')).toBe(true)
    const loader = /<script nonce="n0nce==">([^<]*)<\/script>$/.exec(page)
    new Function(loader?.[1] ?? 'throw new Error("no loader")')()
    const started = () => document.querySelectorAll('script[type="module"]').length > 0

    // The test's document cannot load stylesheets (it fails them at once): the loader's link is
    // kept out of it, to be "loaded" by hand.
    const added: HTMLLinkElement[] = []
    const append = document.head.appendChild.bind(document.head)
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') added.push(node)
      else append(node)
      return node
    })
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(1)
    // Added at the end of the head (after every stylesheet), and the whole one never enabled.
    expect(added.map((link) => link.getAttribute('href'))).toEqual(['/assets/later-D.css'])
    expect(whole.hasAttribute('disabled')).toBe(true)
    vi.advanceTimersByTime(1) // the preloads, each in a task of its own
    expect(document.head.querySelector('link[rel="modulepreload"]')).not.toBeNull()
    expect(started()).toBe(false)
    added[0]?.dispatchEvent(new Event('load'))
    expect(started()).toBe(true)
  })
})
