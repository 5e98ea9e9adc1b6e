import type { AppLoadContext } from 'react-router'
import type { ApiFetch } from './api-client.ts'

declare module 'react-router' {
  interface AppLoadContext {
    /** The API in the same process, given by the Fastify integration. */
    apiFetch?: ApiFetch
    /** Where shoppers reach the shop (PUBLIC_URL), for canonical links and sitemaps. */
    publicUrl?: string
    /** The server's REFERRAL_BONUS_POINTS, for the pages that explain the reward program. */
    referralBonusPoints?: number
    /** The page's Content-Security-Policy nonce, for its inline scripts (entry.server.tsx). */
    cspNonce?: string
    /**
     * The API's Zawgyi-to-Unicode conversion (the detector's model stays on the server), for the
     * pages that show a shopper's words back, such as the search heading.
     */
    unicodeText?: (text: string) => string
  }
}

/**
 * The API for loaders running on the server: in-process when the Fastify server renders the page,
 * over HTTP when the Vite dev server does (API_ORIGIN, default http://localhost:3000).
 */
export function serverApi(context: AppLoadContext | undefined): ApiFetch {
  if (context?.apiFetch) return context.apiFetch
  const origin = process.env.API_ORIGIN ?? 'http://localhost:3000'
  return (path, init) => fetch(`${origin}/api${path}`, init)
}
