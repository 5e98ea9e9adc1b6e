import { CAROUSEL_AUTOPLAY_MS } from '@kyanma/shared'
import { useReducedMotion } from '@mantine/hooks'
import type { EmblaCarouselType } from 'embla-carousel'
import Autoplay from 'embla-carousel-autoplay'
import { useEffect, useRef, useState } from 'react'

/**
 * The product page's carousels move on their own every CAROUSEL_AUTOPLAY_MS (spec section 9)
 * and stop for good once the shopper drags, hovers or focuses one, or when `stop` turns true; they
 * never move for people who ask their system for reduced motion. Answers the plugin for the
 * Carousel's `plugins`, the setter for its `getEmblaApi`, and the carousel once it is there.
 */
export function useCarouselAutoplay(stop = false) {
  const reduceMotion = useReducedMotion()
  const [embla, setEmbla] = useState<EmblaCarouselType>()
  const autoplay = useRef(
    Autoplay({
      delay: CAROUSEL_AUTOPLAY_MS,
      stopOnInteraction: true,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  )
  useEffect(() => {
    if (embla && (stop || reduceMotion)) autoplay.current.stop()
  }, [embla, stop, reduceMotion])
  return { embla, setEmbla, autoplay: autoplay.current }
}
