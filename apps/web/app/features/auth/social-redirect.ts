import { DEFAULT_LANGUAGE, isLanguage, type Language, type SocialProvider } from '@kyanma/shared'

/**
 * The way out to a provider and back (decision 014). Browser-only: call from event handlers and
 * effects, never during render.
 */

const STATE_KEY = 'kyanma.socialSignIn'

/** Google needs `openid` for an ID token; Apple takes only its own two scopes (spec: 'email name'). */
const SCOPES: Record<SocialProvider, string> = {
  google: 'openid email profile',
  apple: 'email name',
}

/**
 * The spec's query response mode for Google. Apple refuses it once a scope is asked for and posts
 * its answer instead, to the API, which forwards it to the spec's /auth/apple/callback page as a
 * query (apps/api/src/modules/auth/social/apple-return.routes.ts).
 */
const RESPONSE_MODES: Record<SocialProvider, string> = { google: 'query', apple: 'form_post' }
const RETURN_PATHS: Record<SocialProvider, string> = {
  google: '/auth/google/callback',
  apple: '/api/auth/apple/callback',
}

/** Where the provider sends the browser back; the code is exchanged with the same address. */
export function returnUrl(provider: SocialProvider) {
  return `${window.location.origin}${RETURN_PATHS[provider]}`
}

/**
 * The provider's authorization page for this visit; remembers a fresh random state and the
 * language of the page the sign-in started on. The provider returns to one fixed address (the
 * one registered with it, in English), so that language is how the shopper gets back to theirs.
 */
export function authorizationUrl(
  provider: SocialProvider,
  target: { authorizeUrl: string; clientId: string },
  language: Language = DEFAULT_LANGUAGE,
): string {
  const state = randomState()
  window.sessionStorage.setItem(STATE_KEY, JSON.stringify({ provider, state, language }))
  const url = new URL(target.authorizeUrl)
  url.searchParams.set('client_id', target.clientId)
  url.searchParams.set('redirect_uri', returnUrl(provider))
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('response_mode', RESPONSE_MODES[provider])
  url.searchParams.set('scope', SCOPES[provider])
  url.searchParams.set('state', state)
  return url.toString()
}

/**
 * The language the sign-in started in, when the provider sent back the state this tab sent it
 * off with; undefined when it did not. The state is used up either way, so a return page opened
 * twice, or one planted by someone else, signs nobody in.
 */
export function takeState(provider: SocialProvider, returned: string | null): Language | undefined {
  const saved = window.sessionStorage.getItem(STATE_KEY)
  window.sessionStorage.removeItem(STATE_KEY)
  if (!saved || !returned) return undefined
  try {
    const expected = JSON.parse(saved) as { provider?: string; state?: string; language?: string }
    if (expected.provider !== provider || expected.state !== returned) return undefined
    return isLanguage(expected.language) ? expected.language : DEFAULT_LANGUAGE
  } catch {
    return undefined
  }
}

function randomState(): string {
  const bytes = window.crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
