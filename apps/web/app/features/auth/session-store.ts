import type { AuthResult, SessionUser } from '@kyanma/shared'
import { useSyncExternalStore } from 'react'
import { ApiError, browserApiFetch } from '#app/lib/api-client.ts'
import { clearDrafts } from '#app/lib/draft-storage.ts'
import { getQueryClient } from '#app/lib/query-client.ts'
import {
  clearStoredSession,
  readStoredSession,
  storeSession,
  storeToken,
  storeUser,
} from '#app/lib/session-storage.ts'
import { SIGNED_IN_CACHES, SIGNED_OUT_MESSAGE } from '#app/pwa/cache-names.ts'
import { currentCustomerQuery } from './api/get-current-customer.ts'

/**
 * Who is signed in (spec section 4, Authentication): 'loading' until the browser has looked,
 * then a user or none. A stored session shows at once; the current customer is then fetched,
 * and a token the server no longer accepts is dropped silently (no message), as the spec says.
 */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser }

const LOADING: SessionState = { status: 'loading' }
const SIGNED_OUT: SessionState = { status: 'signed-out' }
let state: SessionState = LOADING
let started = false
const listeners = new Set<() => void>()

function set(next: SessionState) {
  state = next
  for (const listener of listeners) listener()
}

function start() {
  if (started || typeof window === 'undefined') return
  started = true
  const stored = readStoredSession()
  if (!stored) return set(SIGNED_OUT)
  set({ status: 'signed-in', user: stored.user })
  void refreshUser()
}

/** Checks the stored session with the server and keeps the stored user up to date. */
async function refreshUser() {
  try {
    const customer = await getQueryClient().fetchQuery({ ...currentCustomerQuery(), staleTime: 0 })
    storeUser(customer.user)
    if (state.status === 'signed-in') set({ status: 'signed-in', user: customer.user })
  } catch (error) {
    // Only a refusal ends the session; being offline does not.
    if (error instanceof ApiError && error.status === 401) forget()
  }
}

function forget() {
  // The service worker's saved pages and catalogue answers carry this customer's favourites:
  // another person on the same phone must not read them (decision 046).
  if (typeof caches !== 'undefined') for (const name of SIGNED_IN_CACHES) void caches.delete(name)
  // A refresh the worker started for this customer and still awaits must not be saved after.
  if (typeof navigator !== 'undefined')
    navigator.serviceWorker?.controller?.postMessage({ type: SIGNED_OUT_MESSAGE })
  clearStoredSession()
  getQueryClient().clear()
  set(SIGNED_OUT)
}

function subscribe(listener: () => void) {
  start()
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const session = {
  /** After a successful sign-in or sign-up: keep the session and refetch personal data. */
  signIn(result: AuthResult) {
    storeSession(result)
    started = true
    set({ status: 'signed-in', user: result.user })
    void getQueryClient().invalidateQueries()
  },
  /** Logout: the server ends the token, and every cached answer and stored trace goes. */
  async signOut() {
    await browserApiFetch('/auth/logout', { method: 'POST' }).catch(() => undefined)
    // Half-typed forms go too: the next person on this phone must not read them (decision 045).
    clearDrafts()
    forget()
  },
  /** A profile edit changed the name or contact details shown in the top bar. */
  updateUser(user: SessionUser) {
    storeUser(user)
    if (state.status === 'signed-in') set({ status: 'signed-in', user })
  },
  /** A password change gave this device a new token. */
  replaceToken(token: string) {
    storeToken(token)
  },
  /** The current token was refused (a 401 from any call): sign out quietly. */
  expired: forget,
  refresh: refreshUser,
  /** For readers outside React's render (the catalogue's shopper status): the state now. */
  current: (): SessionState => state,
  /** Hear each change; the first subscriber makes the browser look at the stored session. */
  subscribe,
}

/** The session as components see it; 'loading' while rendered on the server and hydrated. */
export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => LOADING,
  )
}

/** Tests start from a clean slate. */
export function resetSessionForTests() {
  started = false
  state = LOADING
}
