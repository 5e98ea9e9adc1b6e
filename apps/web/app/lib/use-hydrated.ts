import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while the server renders and while React hydrates its HTML, true afterwards (and at once
 * on client-side navigation). Lets a component hydrate exactly what the server sent, then switch
 * to browser-only work such as loading a carousel.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
