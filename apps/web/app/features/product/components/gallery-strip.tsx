import type { Image } from '@kyanma/shared'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useTexts } from '#app/lib/texts.ts'
import { productDetail as productTexts } from '#app/locales/en/product.ts'
import { MainImage } from './main-image.tsx'
import { pictureShown, showPicture } from './picture-strip.ts'
import classes from './product-gallery.module.css'
import { useStripAutoplay } from './use-strip-autoplay.ts'

// A scroll has settled when no scroll event came for this long (a smooth scroll sends one a frame).
const SETTLED_MS = 120

/**
 * The large view when a product has several pictures: the server renders every picture in a strip
 * that the shopper swipes or scrolls one picture at a time, with buttons for the previous and the
 * next, and it moves on by itself (use-strip-autoplay.ts). No carousel library: the browser's own
 * scroll snapping does the sliding, so nothing is measured or laid out again when the page
 * hydrates (issue 18: the carousel it replaces took one long task of 35-75 ms on a fast machine,
 * decision 080). `selected` is the picture to show; `onSelect` hears which one the shopper or the
 * autoplay brought into view, once the scroll has settled.
 */
export function GalleryStrip(props: {
  images: Image[]
  name: string
  selected: number
  onSelect: (index: number) => void
  stopped: boolean
}) {
  const { images, name, selected, onSelect, stopped } = props
  const texts = useTexts(productTexts).gallery
  const frame = useRef<HTMLDivElement>(null)
  const strip = useRef<HTMLDivElement>(null)
  const settling = useRef<ReturnType<typeof setTimeout>>(undefined)
  const stop = useStripAutoplay(frame, strip, images.length, stopped)

  useEffect(() => {
    const element = strip.current
    if (element && pictureShown(element) !== selected) showPicture(element, selected)
  }, [selected])
  useEffect(() => () => clearTimeout(settling.current), [])

  const reportWhenSettled = () => {
    clearTimeout(settling.current)
    settling.current = setTimeout(() => {
      if (strip.current) onSelect(pictureShown(strip.current))
    }, SETTLED_MS)
  }
  const step = (by: number) => {
    stop()
    const element = strip.current
    if (element) showPicture(element, (pictureShown(element) + by + images.length) % images.length)
  }

  return (
    <div ref={frame} className={classes.frame} data-testid="gallery-carousel">
      {/* Focusable, so that a keyboard can scroll it too. */}
      <div
        ref={strip}
        className={classes.strip}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard
        tabIndex={0}
        onScroll={reportWhenSettled}
      >
        {images.map((image, index) => (
          <div key={image.id} className={classes.slide}>
            <MainImage image={image} name={name} priority={index === 0} />
          </div>
        ))}
      </div>
      <button
        type="button"
        className={`${classes.control} ${classes.previous}`}
        aria-label={texts.previous}
        onClick={() => step(-1)}
      >
        <IconChevronLeft size={18} aria-hidden />
      </button>
      <button
        type="button"
        className={`${classes.control} ${classes.next}`}
        aria-label={texts.next}
        onClick={() => step(1)}
      >
        <IconChevronRight size={18} aria-hidden />
      </button>
    </div>
  )
}
