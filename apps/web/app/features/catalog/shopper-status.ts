import { createContext, useContext, useSyncExternalStore } from 'react'

/**
 * Whether the person browsing is signed in, as catalogue components need to know it (the heart
 * works only for customers). The session belongs to the auth feature and features do not import
 * each other, so the main layout route passes where to read it. 'unknown' while rendered on the
 * server and until the browser has looked.
 */
export type ShopperStatus = 'unknown' | 'visitor' | 'customer'

/** The status now, and a way to hear when it changes (the main layout's is the session). */
export type ShopperStatusSource = {
  current(): ShopperStatus
  subscribe(listener: () => void): () => void
}

export const fixedShopperStatus = (status: ShopperStatus): ShopperStatusSource => ({
  current: () => status,
  subscribe: () => () => {},
})

/**
 * The context holds the source, never the status itself, so it never changes: a change of a
 * context's value makes React hydrate every part of the page that waits (decision 078) before it
 * can render the change, or render that part afresh.
 */
export const ShopperStatusContext = createContext<ShopperStatusSource>(
  fixedShopperStatus('unknown'),
)

/**
 * 'unknown' in the server's HTML and while hydrating it, so the two match; then the source's
 * status, read again at each change.
 */
export function useShopperStatus(): ShopperStatus {
  const source = useContext(ShopperStatusContext)
  return useSyncExternalStore(source.subscribe, source.current, () => 'unknown')
}
