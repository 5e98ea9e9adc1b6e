import { type RefObject, useEffect } from 'react'

/**
 * Calls `loadMore` when `target` scrolls into view (spec section 4: the next page loads when the
 * last item is seen). Inactive while there is nothing more or a page is on its way. False when
 * the browser has no IntersectionObserver, so the caller can offer a button instead.
 */
export function useLoadMoreOnView(
  target: RefObject<Element | null>,
  loadMore: () => void,
  active: boolean,
): boolean {
  const supported = typeof IntersectionObserver !== 'undefined'
  useEffect(() => {
    const element = target.current
    if (!active || !supported || !element) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [target, loadMore, active, supported])
  return supported
}
