import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

declare module 'fastify' {
  interface FastifyRequest {
    /** This answer's Content-Security-Policy nonce: the only inline scripts a page may run. */
    cspNonce: string
  }
}

/**
 * Browser features the shop never uses are refused to every page and anything it could embed;
 * the camera stays for the shop's own pages (the points transfer's QR scanner).
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ')

const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60
const NONCE_BYTES = 16
/** Nonces drawn per call for random bytes: one system call each was 3% of a cached answer's CPU. */
const NONCES_PER_DRAW = 256

/** A fresh, unpredictable nonce per call, cut from a buffer of random bytes refilled when used up. */
export function nonceSource() {
  let pool = Buffer.alloc(0)
  let offset = 0
  return () => {
    if (offset === pool.length) {
      pool = randomBytes(NONCE_BYTES * NONCES_PER_DRAW)
      offset = 0
    }
    offset += NONCE_BYTES
    return pool.toString('base64', offset - NONCE_BYTES, offset)
  }
}

/**
 * The browser security headers of every answer: pages, API, files, errors and 404s (decision 031).
 * Helmet's middleware, built once, writes them. Not through @fastify/helmet: it builds the
 * middleware again for every request (6% of a cached answer's CPU). The nonce goes into script-src
 * only: one in style-src (as @fastify/helmet's nonce option does) would switch off the
 * 'unsafe-inline' that Mantine's styles need.
 */
export function securityHeaders(publicUrl: string) {
  const https = publicUrl.startsWith('https://')
  const nonces = new WeakMap<IncomingMessage, string>()
  const options = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (request) => `'nonce-${nonces.get(request)}'`],
        scriptSrcAttr: ["'none'"],
        // Mantine sets CSS variables in style attributes and writes <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // data: for QR codes and icons in CSS; blob: for receipts staff open (fetched with the session).
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The QR scanner decodes frames in a worker it starts from a blob.
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https && { upgradeInsecureRequests: [] }),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only a shop reached over https may tell browsers to insist on it; its other hosts are its own.
    strictTransportSecurity: https
      ? { maxAge: ONE_YEAR_IN_SECONDS, includeSubDomains: false }
      : false,
  } satisfies HelmetOptions
  const nextNonce = nonceSource()
  const prepare = (request: FastifyRequest, reply: FastifyReply) => {
    request.cspNonce = nextNonce()
    nonces.set(request.raw, request.cspNonce)
    reply.header('permissions-policy', PERMISSIONS_POLICY)
  }
  const writeHeaders = helmet(options)

  return {
    /** Registers the headers first, so that the refusals of every later hook carry them too. */
    register(app: FastifyInstance) {
      app.decorateRequest('cspNonce', '')
      app.addHook('onRequest', (request, reply, done) => {
        prepare(request, reply)
        // Helmet 8 throws its errors rather than passing them on: its callback gets none.
        writeHeaders(request.raw, reply.raw, () => done())
      })
    },
    /**
     * Fastify's `frameworkErrors`: a URL the router cannot even read never reaches the hooks,
     * so its answer gets the same headers here and then goes to the one error handler.
     */
    frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      prepare(request, reply)
      writeHeaders(request.raw, reply.raw, () => {})
      reply.send(error)
    },
  }
}
