import { CAROUSEL_AUTOPLAY_MS } from '@kyanma/shared'
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { productFixture } from '../test/product-fixture.ts'
import { ProductGallery } from './product-gallery.tsx'

beforeAll(() => loadAllTexts())

const WIDTH = 300
// Three pictures: the fixture's two and one more like them.
const images = (() => {
  const [first, second] = productFixture().images
  if (!first || !second) throw new Error('the fixture has two pictures')
  const third = {
    ...second,
    id: second.id + 1,
    urls: { public: '/media/p-3-800.webp', thumbnail: '/media/p-3-320.webp' },
  }
  return [first, second, third]
})()

/** The strip as a browser would lay it out: WIDTH wide, scrolled to where it was told. */
function renderGallery() {
  const scrolls: number[] = []
  renderInApp(<ProductGallery images={images} name="Vitamin C" />, { url: '/products/7' })
  const frame = screen.getByTestId('gallery-carousel')
  const strip = frame.querySelector('[tabindex="0"]') as HTMLElement
  Object.defineProperty(strip, 'clientWidth', { value: WIDTH })
  strip.scrollTo = ((options: ScrollToOptions) => {
    scrolls.push(options.left ?? 0)
    strip.scrollLeft = options.left ?? 0
  }) as typeof strip.scrollTo
  return { frame, strip, scrolls }
}

describe('the product gallery strip', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('is in the HTML with every picture; only the first loads before it is seen', () => {
    const { strip } = renderGallery()
    const pictures = [...strip.querySelectorAll('img')]
    expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual(
      images.map((image) => image.urls.public),
    )
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual(
      images.map((_, index) => (index === 0 ? 'eager' : 'lazy')),
    )
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Next image' })).toBeTruthy()
  })

  it('moves on every 2000 ms, back to the first after the last, and marks the thumbnail', () => {
    const { strip, scrolls } = renderGallery()
    for (let step = 1; step <= images.length; step++) {
      act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS))
      fireEvent.scroll(strip)
      act(() => vi.advanceTimersByTime(200))
    }
    expect(scrolls).toEqual([...images.map((_, index) => index * WIDTH).slice(1), 0])
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS))
    fireEvent.scroll(strip)
    act(() => vi.advanceTimersByTime(200))
    const second = screen.getByRole('button', { name: `Show image 2 of ${images.length}` })
    expect(second.getAttribute('aria-pressed')).toBe('true')
  })

  it('stops for good once the shopper touches it, and the buttons still move it', () => {
    const { frame, scrolls } = renderGallery()
    fireEvent.pointerDown(frame)
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3))
    expect(scrolls).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }))
    expect(scrolls).toEqual([(images.length - 1) * WIDTH])
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }))
    expect(scrolls).toEqual([(images.length - 1) * WIDTH, 0])
  })

  it('brings a picked thumbnail into view and stops', () => {
    const { scrolls } = renderGallery()
    fireEvent.click(screen.getByRole('button', { name: `Show image 3 of ${images.length}` }))
    expect(scrolls).toEqual([2 * WIDTH])
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2))
    expect(scrolls).toEqual([2 * WIDTH])
  })

  it('never moves for someone who asks for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }))
    const { scrolls } = renderGallery()
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3))
    expect(scrolls).toEqual([])
  })
})
