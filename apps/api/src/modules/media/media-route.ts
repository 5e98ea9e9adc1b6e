import type { FastifyInstance } from 'fastify'
import { type FileStore, isSafeKey } from './file-store.ts'

/** Pictures never change under a key (a new upload gets a new key), as with the folder store. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable'

/**
 * GET /media/* from a store that is not a local folder (the bucket): the same addresses and cache
 * headers as the folder's static files, so pages, caches and the CSP need no change.
 */
export function serveMediaFrom(app: FastifyInstance, files: FileStore): void {
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*']
    const opened = isSafeKey(key) ? await files.open(key) : null
    if (!opened) return reply.callNotFound()
    reply.header('cache-control', CACHE_FOREVER).header('etag', opened.etag)
    if (request.headers['if-none-match'] === opened.etag) {
      opened.body.destroy()
      return reply.status(304).send()
    }
    return reply.type(opened.contentType).header('content-length', opened.size).send(opened.body)
  })
}
