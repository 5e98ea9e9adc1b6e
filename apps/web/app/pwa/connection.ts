import { useEffect, useState, useSyncExternalStore } from 'react'

function subscribe(listener: () => void) {
  addEventListener('online', listener)
  addEventListener('offline', listener)
  return () => {
    removeEventListener('online', listener)
    removeEventListener('offline', listener)
  }
}

/** Whether the browser has a connection (it may still be slow); online while server-rendered. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}

/** How long "back online" stays before the banner goes. */
export const BACK_ONLINE_MS = 4000

/**
 * What the banner says: 'offline' while there is no connection, 'back-online' for a moment
 * after it returns, nothing otherwise (and nothing on a page that never lost it).
 */
export function useConnectionNotice(): 'offline' | 'back-online' | undefined {
  const online = useOnline()
  const [wasOffline, setWasOffline] = useState(false)
  useEffect(() => {
    if (!online) return setWasOffline(true)
    const timer = setTimeout(() => setWasOffline(false), BACK_ONLINE_MS)
    return () => clearTimeout(timer)
  }, [online])
  if (!online) return 'offline'
  return wasOffline ? 'back-online' : undefined
}
