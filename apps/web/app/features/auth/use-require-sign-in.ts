import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useNavigate } from '#app/components/link.tsx'
import { hrefs } from '#app/config/paths.ts'
import { type SessionState, useSession } from './session-store.ts'

/**
 * Customer pages (profile, favourites) are for signed-in customers: once the browser knows
 * nobody is signed in (or the session just ended) it goes to the login page, which brings the
 * customer back here afterwards. The page itself replaces nothing in the history: Back after
 * signing in leaves the shop's page rather than returning to the login form.
 */
export function useRequireSignIn(): SessionState {
  const current = useSession()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const signedOut = current.status === 'signed-out'
  useEffect(() => {
    if (signedOut) void navigate(hrefs.login(`${pathname}${search}`), { replace: true })
  }, [signedOut, pathname, search, navigate])
  return current
}
