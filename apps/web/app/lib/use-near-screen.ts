import { type RefObject, useEffect, useState } from 'react'

/**
 * How far below the screen a section counts as near: close enough for its data to be there when
 * it arrives, far enough that a phone's first screen does not pay for it while the page is still
 * starting.
 */
const NEAR = '200px 0px'

/**
 * True once the element has come within 200 px of the screen, and from then on: for a section
 * below the fold whose data loads in the browser (the product page's related products, the
 * recommended products under an article or announcement). A reader who never scrolls that far
 * spends no data on it, and the page's start has no task for its answer: swapping the four
 * placeholders for the cards took 16-24 ms of CPU in Lighthouse's runs of an article, 64-96 ms on
 * its 4x phone (issue 18, decision 081). A browser without the observer loads at once.
 */
export function useNearScreen(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const target = element.current
    if (!target || near) return
    if (typeof IntersectionObserver === 'undefined') return setNear(true)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: NEAR },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, near])
  return near
}
