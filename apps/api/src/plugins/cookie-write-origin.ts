import { messages } from '@kyanma/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../lib/app-error.ts'
import { usesSessionCookie } from './auth.ts'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * A browser adds the session cookie to a write whatever page sent it, so a write signed in by the
 * cookie must come from the shop's own pages (decision 031). Bearer calls (the web app, the
 * mobile client) carry a header no other site can set and pass unchecked.
 */
export function guardCookieWrites(app: FastifyInstance, publicUrl: string) {
  const shopOrigin = new URL(publicUrl).origin
  app.addHook('onRequest', async (request) => {
    if (!WRITES.has(request.method) || !usesSessionCookie(request)) return
    if (!comesFromShop(request, shopOrigin))
      throw new AppError('FORBIDDEN', 403, messages.crossOriginWrite)
  })
}

/**
 * The browser's own word: Sec-Fetch-Site says same-origin (the shop reached at another of its
 * addresses too), or Origin is PUBLIC_URL's. With neither header the caller is not a browser
 * (every current browser sends Origin on these methods) and cannot hold a shopper's cookie
 * without the shopper's own doing, so it passes.
 */
function comesFromShop(request: FastifyRequest, shopOrigin: string): boolean {
  const { origin, 'sec-fetch-site': fetchSite } = request.headers
  if (fetchSite === 'same-origin' || origin === shopOrigin) return true
  return origin === undefined && fetchSite === undefined
}
