import { CAROUSEL_AUTOPLAY_MS } from '@kyanma/shared'
import { type RefObject, useCallback, useEffect, useState } from 'react'
import { pictureShown, showPicture } from './picture-strip.ts'

// What the shopper does to the gallery that stops it moving for good.
const SHOPPER_EVENTS = ['pointerenter', 'pointerdown', 'focusin', 'wheel'] as const

/**
 * The gallery's strip moves on to the next picture every CAROUSEL_AUTOPLAY_MS (spec section 9),
 * from the last back to the first, and stops for good once the shopper hovers, touches, scrolls
 * or focuses anything in `frame`, when `stopped` turns true, or when the answer (a function) is
 * called; it never moves for people who ask their system for reduced motion.
 */
export function useStripAutoplay(
  frame: RefObject<HTMLElement | null>,
  strip: RefObject<HTMLElement | null>,
  count: number,
  stopped: boolean,
): () => void {
  const [halted, setHalted] = useState(false)
  const stop = useCallback(() => setHalted(true), [])
  useEffect(() => {
    const element = frame.current
    if (!element || halted) return
    for (const type of SHOPPER_EVENTS) element.addEventListener(type, stop, { passive: true })
    return () => {
      for (const type of SHOPPER_EVENTS) element.removeEventListener(type, stop)
    }
  }, [frame, halted, stop])
  useEffect(() => {
    const element = strip.current
    // Read when it would start (not through a hook of @mantine/hooks: its 0.4 KB put the Burmese
    // product page over issue 18's first-load budget).
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    if (!element || count < 2 || halted || stopped || reduceMotion) return
    const timer = setInterval(
      () => showPicture(element, (pictureShown(element) + 1) % count),
      CAROUSEL_AUTOPLAY_MS,
    )
    return () => clearInterval(timer)
  }, [strip, count, halted, stopped])
  return stop
}
