import { useContext } from 'react'
import { UNSAFE_FrameworkContext } from 'react-router'

/**
 * The page's Content-Security-Policy nonce while it renders on the server (entry.server.tsx gives
 * it to ServerRouter); inline scripts not written by React Router take it from here. In the
 * browser it is undefined: scripts added after the first paint come from files, never inline.
 */
export function useCspNonce(): string | undefined {
  return useContext(UNSAFE_FrameworkContext)?.nonce
}
