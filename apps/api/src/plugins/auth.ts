import fastifyCookie from '@fastify/cookie'
import { ERROR_CODES, type Language, messages, SESSION_COOKIE_NAME } from '@kyanma/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../lib/app-error.ts'

/**
 * Who a request acts for, once its token checked out. Declared here, not in the auth module:
 * every module's routes read it through this plugin, and the plugin must not import a module
 * (decision 062).
 */
export interface AuthContext {
  sessionId: number
  userId: number
  role: 'customer' | 'staff' | 'admin'
  /** Null for staff accounts without a customer record. */
  customerId: number | null
  /** The language the customer saved (null for staff without a customer record). */
  language: Language | null
  /** The raw token the request carried (answered back as user.currentToken). */
  token: string
  rememberMe: boolean
  /** When the session ends at the latest (its absolute lifetime). */
  expiresAt: Date
}

/** What the plugin needs from the auth module's sessions (passed in by the caller). */
export interface SessionVerifier {
  verify(token: string): Promise<AuthContext | undefined>
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, or null for visitors (and for a token that no longer works). */
    auth: AuthContext | null
    /** True when the request carried a token that did not check out. */
    authRejected: boolean
  }
}

/**
 * Reads the session of every API request: a Bearer token (the web app sends the one it keeps),
 * else the httpOnly cookie (so images and plain links carry the session too). Routes decide
 * whether they need one, with `requireCustomer` or `requireUser`.
 */
export async function registerAuth(app: FastifyInstance, sessions: SessionVerifier) {
  await app.register(fastifyCookie)
  app.decorateRequest('auth', null)
  app.decorateRequest('authRejected', false)
  app.addHook('onRequest', async (request) => {
    const token = tokenOf(request)
    if (!token) return
    request.auth = (await sessions.verify(token)) ?? null
    request.authRejected = request.auth === null
  })
}

/** The back office's calls that answer without a staff session: its sign-in. */
const OPEN_ADMIN_ROUTES = new Set(['/api/admin/auth/login'])
/** Managing staff accounts is for admins only. */
const ADMIN_ONLY_PREFIX = '/api/admin/staff'

/**
 * Every /api/admin route needs a member of staff (staff accounts: an admin), checked before
 * anything else runs (body parsing, validation, uploads): a route added later cannot forget it. Handlers still call
 * `requireStaff` or `requireAdmin` for the session they use and for admin-only calls.
 */
export function guardAdminRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url
    if (!route?.startsWith('/api/admin/') || OPEN_ADMIN_ROUTES.has(route)) return
    if (route.startsWith(ADMIN_ONLY_PREFIX)) requireAdmin(request)
    else requireStaff(request)
  })
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (isBearer(request)) return header?.slice('Bearer '.length).trim() || undefined
  return request.cookies?.[SESSION_COOKIE_NAME] || undefined
}

const isBearer = (request: FastifyRequest) =>
  request.headers.authorization?.startsWith('Bearer ') === true

/** The session comes from the cookie a browser adds by itself, not from a header the caller set. */
export function usesSessionCookie(request: FastifyRequest): boolean {
  return !isBearer(request) && Boolean(request.cookies?.[SESSION_COOKIE_NAME])
}

/** The signed-in user, or 401: "sign in" for visitors, "session ended" for a dead token. */
export function requireUser(request: FastifyRequest): AuthContext {
  if (request.auth) return request.auth
  throw AppError.unauthorized(
    request.authRejected ? messages.sessionEnded : messages.signInRequired,
  )
}

/** The signed-in customer (staff without a customer record get 403). */
export function requireCustomer(request: FastifyRequest): AuthContext & { customerId: number } {
  const auth = requireUser(request)
  if (auth.customerId === null) throw new AppError('FORBIDDEN', 403, messages.signInRequired)
  return { ...auth, customerId: auth.customerId }
}

/** A signed-in member of staff or admin; a customer's session gets 403, no session 401. */
export function requireStaff(request: FastifyRequest): AuthContext {
  const auth = requireUser(request)
  if (auth.role !== 'staff' && auth.role !== 'admin')
    throw new AppError(ERROR_CODES.staffOnly, 403, messages.staffOnly)
  return auth
}

/** A signed-in admin (managing staff accounts); staff get 403, no session 401. */
export function requireAdmin(request: FastifyRequest): AuthContext {
  const auth = requireStaff(request)
  if (auth.role !== 'admin') throw new AppError('FORBIDDEN', 403, messages.adminOnly)
  return auth
}

/**
 * The session also travels as an httpOnly, SameSite cookie. "Remember me" makes it outlive the
 * browser; otherwise it ends with it.
 */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: { rememberMe: boolean; expiresAt: Date; secure: boolean },
) {
  reply.setCookie(SESSION_COOKIE_NAME, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/',
    ...(options.rememberMe && { expires: options.expiresAt }),
  })
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE_NAME, { httpOnly: true, sameSite: 'lax', secure, path: '/' })
}
