import {
  ACCESS_TOKEN_STORAGE_KEY,
  type AuthResult,
  type SessionUser,
  USER_STORAGE_KEY,
} from '@kyanma/shared'

/**
 * Where the browser keeps the session (spec section 3: the access token in browser storage, the
 * signed-in user beside it). "Remember me" uses localStorage, which outlives the browser;
 * without it sessionStorage, which ends with the tab, like the session cookie the server sets.
 * Browser only: never called during server rendering.
 */
export interface StoredSession {
  token: string
  user: SessionUser
}

function stores(): Storage[] {
  if (typeof window === 'undefined') return []
  try {
    return [window.localStorage, window.sessionStorage]
  } catch {
    return [] // storage blocked (some private modes)
  }
}

export function readStoredSession(): StoredSession | undefined {
  for (const store of stores()) {
    const token = store.getItem(ACCESS_TOKEN_STORAGE_KEY)
    const user = parseUser(store.getItem(USER_STORAGE_KEY))
    if (token && user) return { token, user }
  }
  return undefined
}

export function storedToken(): string | undefined {
  return readStoredSession()?.token
}

export function storeSession(result: AuthResult) {
  clearStoredSession()
  const [local, session] = stores()
  const store = result.rememberMe ? local : session
  store?.setItem(ACCESS_TOKEN_STORAGE_KEY, result.accessToken)
  store?.setItem(USER_STORAGE_KEY, JSON.stringify(result.user))
}

/** Keeps the token where it is and refreshes the stored user (after /customers/me). */
export function storeUser(user: SessionUser) {
  for (const store of stores())
    if (store.getItem(ACCESS_TOKEN_STORAGE_KEY))
      store.setItem(USER_STORAGE_KEY, JSON.stringify(user))
}

/** A changed password gives this device a new token. */
export function storeToken(token: string) {
  for (const store of stores())
    if (store.getItem(ACCESS_TOKEN_STORAGE_KEY)) store.setItem(ACCESS_TOKEN_STORAGE_KEY, token)
}

export function clearStoredSession() {
  for (const store of stores()) {
    store.removeItem(ACCESS_TOKEN_STORAGE_KEY)
    store.removeItem(USER_STORAGE_KEY)
  }
}

function parseUser(raw: string | null): SessionUser | undefined {
  if (!raw) return undefined
  try {
    const user = JSON.parse(raw) as Partial<SessionUser>
    return typeof user.displayName === 'string' && typeof user.id === 'number'
      ? (user as SessionUser)
      : undefined
  } catch {
    return undefined
  }
}
