import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { useNavigate } from '#app/components/link.tsx'
import { REDIRECT_PARAM, safeRedirectTarget } from './redirect-target.ts'
import { useSession } from './session-store.ts'

/**
 * Login and sign-up are for visitors: once the browser knows someone is signed in (they opened
 * the page signed in, or the form just signed them in) they go on, replacing the auth page in
 * the history so Back does not return to a form they no longer need. They go to `?redirectTo=`
 * when that is a page of this shop, else home; the target is returned for the page's links.
 */
export function useLeaveWhenSignedIn(): string {
  const [searchParams] = useSearchParams()
  const target = safeRedirectTarget(searchParams.get(REDIRECT_PARAM))
  const signedIn = useSession().status === 'signed-in'
  const navigate = useNavigate()
  useEffect(() => {
    if (signedIn) void navigate(target, { replace: true })
  }, [signedIn, target, navigate])
  return target
}
