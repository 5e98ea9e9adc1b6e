import { useEffect } from 'react'
import { useNavigate } from '../../components/link.tsx'
import { useSession } from './session-store.ts'

/**
 * Login and sign-up are for visitors: once the browser knows someone is signed in (they opened
 * the page signed in, or the form just signed them in) they go on to `target`, replacing the
 * auth page in the history so Back does not return to a form they no longer need.
 */
export function useLeaveWhenSignedIn(target: string) {
  const signedIn = useSession().status === 'signed-in'
  const navigate = useNavigate()
  useEffect(() => {
    if (signedIn) void navigate(target, { replace: true })
  }, [signedIn, target, navigate])
}
