import type { AuthResult, SessionUser } from '@kyanma/shared'
import { useSyncExternalStore } from 'react'

/**
 * The back office's session, kept apart from the shopper's (lib/session-storage.ts): its own
 * key in sessionStorage, so it ends with the tab and a shared counter computer does not stay
 * signed in to the back office. Only the Bearer token carries it; the server sets no cookie.
 */
export type StaffSessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; token: string; user: SessionUser }

const STORAGE_KEY = 'kyanma.staffSession'
const LOADING: StaffSessionState = { status: 'loading' }
const SIGNED_OUT: StaffSessionState = { status: 'signed-out' }
let state: StaffSessionState = LOADING
const listeners = new Set<() => void>()

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined // storage blocked (some private modes)
  }
}

function set(next: StaffSessionState) {
  state = next
  for (const listener of listeners) listener()
}

function readStored(): StaffSessionState {
  const stored = storage()?.getItem(STORAGE_KEY)
  if (!stored) return SIGNED_OUT
  try {
    const { token, user } = JSON.parse(stored) as { token: string; user: SessionUser }
    return token && user ? { status: 'signed-in', token, user } : SIGNED_OUT
  } catch {
    return SIGNED_OUT
  }
}

function subscribe(listener: () => void) {
  if (state.status === 'loading') state = readStored()
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const staffSession = {
  signIn(result: AuthResult) {
    storage()?.setItem(
      STORAGE_KEY,
      JSON.stringify({ token: result.accessToken, user: result.user }),
    )
    set({ status: 'signed-in', token: result.accessToken, user: result.user })
  },
  /** Sign-out, or a token the server refused: forget it (the caller ends it on the server). */
  forget() {
    storage()?.removeItem(STORAGE_KEY)
    set(SIGNED_OUT)
  },
  token(): string | undefined {
    if (state.status === 'loading') state = readStored()
    return state.status === 'signed-in' ? state.token : undefined
  },
}

/** The staff session as components see it; 'loading' while rendered on the server. */
export function useStaffSession(): StaffSessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => LOADING,
  )
}

/** Tests start from a clean slate. */
export function resetStaffSessionForTests() {
  storage()?.removeItem(STORAGE_KEY)
  state = LOADING
}
