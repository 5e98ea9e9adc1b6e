import { existsSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import { languageOfPath } from '@kyanma/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router'
import { zawgyiToUnicode } from '../lib/zawgyi.ts'
import { apiPath } from '../paths.ts'
import { chooseEncoding, compressStream, nodeStream, shouldCompress } from './compression.ts'

const webBuildDir = apiPath('../web/build')
/** Vite names built assets by content hash, so a name never changes meaning. */
const IMMUTABLE = { maxAge: '365d', immutable: true } as const

/**
 * Serves the web app from the same process as the API: built assets from apps/web/build/client
 * (with the brotli and gzip copies written at build time), and every other page through React
 * Router's server rendering, compressed on the fly. Loaders reach the API in-process through
 * `app.inject`, carrying the page request's cookies and authorization.
 */
export async function registerWeb(app: FastifyInstance) {
  const serverEntry = path.join(webBuildDir, 'server', 'index.js')
  if (!existsSync(serverEntry)) {
    throw new Error(
      `The web app is not built (${serverEntry} is missing). Run \`npm run build\` first.`,
    )
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild

  await app.register(fastifyStatic, {
    root: path.join(webBuildDir, 'client', 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    preCompressed: true,
    ...IMMUTABLE,
  })
  // Files copied from apps/web/public (favicon, images) keep their names across builds: short cache.
  await app.register(fastifyStatic, {
    root: path.join(webBuildDir, 'client'),
    prefix: '/',
    decorateReply: false,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['assets/**', '.vite/**', '**/*.br', '**/*.gz'],
    maxAge: '1h',
  })

  const handle = createRequestHandler(
    build,
    process.env.NODE_ENV === 'development' ? 'development' : 'production',
  )
  const loadContext = (request: Request, cspNonce: string): AppLoadContext => ({
    publicUrl: app.ctx.config.publicUrl,
    cspNonce,
    referralBonusPoints: app.ctx.config.loyalty.referralBonusPoints,
    unicodeText: zawgyiToUnicode,
    apiFetch: async (apiPath: string, init?: RequestInit) => {
      const answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: `/api${apiPath}`,
        headers: {
          // The page's language (its address says it) unless the loader asked for another.
          'accept-language': languageOfPath(new URL(request.url).pathname),
          ...Object.fromEntries(new Headers(init?.headers).entries()),
          ...forwardedCredentials(request),
        },
        ...(typeof init?.body === 'string' && { payload: init.body }),
      })
      return new Response(answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      })
    },
  })

  await app.register(async (pages) => {
    // React Router reads request bodies itself (form actions), so none is parsed here.
    pages.removeAllContentTypeParsers()
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null))
    pages.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        // Unknown API and media paths keep their JSON 404.
        if (request.url.startsWith('/api/') || request.url.startsWith('/media/')) {
          return reply.callNotFound()
        }
        const webRequest = toWebRequest(request, reply)
        const response = await handle(webRequest, loadContext(webRequest, request.cspNonce))
        return sendResponse(request, reply, response)
      },
    })
  })
}

/** The page request as React Router takes it: a Fetch API Request, aborted if the browser leaves. */
function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const controller = new AbortController()
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort()
  })
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else if (value !== undefined) headers.set(name, value)
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(`${request.protocol}://${request.host}${request.url}`, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody && {
      body: Readable.toWeb(request.raw) as ReadableStream<Uint8Array>,
      duplex: 'half',
    }),
  } as RequestInit)
}

function sendResponse(request: FastifyRequest, reply: FastifyReply, response: Response) {
  reply.status(response.status)
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  if (!response.body || request.method === 'HEAD') return reply.send()

  const body = nodeStream(response.body)
  const compressible = shouldCompress(response.headers)
  if (compressible) {
    const vary = response.headers.get('vary')
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding')
  }
  const encoding = compressible ? chooseEncoding(request.headers['accept-encoding']) : undefined
  if (!encoding) return reply.send(body)
  reply.removeHeader('content-length')
  reply.header('content-encoding', encoding)
  return reply.send(compressStream(body, encoding))
}

function forwardedCredentials(request: Request): Record<string, string> {
  const headers: Record<string, string> = {}
  const cookie = request.headers.get('cookie')
  const authorization = request.headers.get('authorization')
  if (cookie) headers.cookie = cookie
  if (authorization) headers.authorization = authorization
  return headers
}
