import { useEffect } from 'react'

/**
 * Calls `loadMore` when `element` scrolls into view (spec section 4: the next page loads when the
 * last item is seen). Inactive while there is nothing more or a page is on its way. False when
 * the browser has no IntersectionObserver, so the caller can offer a button instead. The element
 * is state, not a ref: a refresh or a delete puts another item last, and that one is watched.
 */
export function useLoadMoreOnView(
  element: Element | null,
  loadMore: () => void,
  active: boolean,
): boolean {
  const supported = typeof IntersectionObserver !== 'undefined'
  useEffect(() => {
    if (!active || !supported || !element) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, loadMore, active, supported])
  return supported
}
