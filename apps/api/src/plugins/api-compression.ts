import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { addVary } from '../lib/vary.ts'
import { chooseEncoding, type Encoding } from './compression.ts'

/** Answers smaller than this gain less from compression than it costs. */
const MIN_BYTES = 1024
/** Compressed copies kept (their size), about a quarter of the catalogue cache's budget. */
const CACHE_BYTES = 16 * 1024 * 1024

/**
 * Compressed copies of JSON answers, keyed by the answer text itself. Catalogue answers come from
 * the catalogue cache as the very same string every time (lib/response-cache.ts), so the lookup
 * is one hash already stored on that string, and each answer is compressed once per encoding
 * instead of on every request: compressing a 9 KB listing costs about 100 µs, more than Fastify
 * spends serving it from the cache. Keyed by content, a copy can never be stale.
 */
class CompressedCopies {
  private readonly copies = { br: new Map<string, Buffer>(), gzip: new Map<string, Buffer>() }
  private bytes = 0

  get(encoding: Encoding, text: string): Buffer {
    const copies = this.copies[encoding]
    const known = copies.get(text)
    if (known) {
      copies.delete(text)
      copies.set(text, known)
      return known
    }
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(text, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
            },
          })
        : gzipSync(text, { level: 6 })
    copies.set(text, compressed)
    this.bytes += 2 * text.length + compressed.length
    this.evict()
    return compressed
  }

  private evict() {
    for (const copies of [this.copies.br, this.copies.gzip]) {
      for (const [text, compressed] of copies) {
        if (this.bytes <= CACHE_BYTES) return
        copies.delete(text)
        this.bytes -= 2 * text.length + compressed.length
      }
    }
  }
}

/**
 * Compresses JSON answers of the API that are sent as text (the catalogue's cached answers) for
 * browsers that accept brotli or gzip (docs/decisions/010).
 */
export function compressApiAnswers(app: FastifyInstance) {
  const copies = new CompressedCopies()
  // A callback hook, not an async one, that looks at the browser's header first: it runs on
  // every API answer, and clients that take no compression (load tests, other servers) pay
  // next to nothing. Only compressed answers need `Vary`: a plain one suits every client.
  app.addHook('onSend', (request, reply, payload, done) => {
    const accepted = request.headers['accept-encoding']
    if (accepted === undefined || typeof payload !== 'string' || payload.length < MIN_BYTES) {
      return done(null, payload)
    }
    const type = reply.getHeader('content-type')
    const encoding = chooseEncoding(accepted)
    if (
      !encoding ||
      typeof type !== 'string' ||
      !type.startsWith('application/json') ||
      reply.hasHeader('content-encoding')
    ) {
      return done(null, payload)
    }
    const compressed = copies.get(encoding, payload)
    addVary(reply, 'accept-encoding')
    reply.header('content-encoding', encoding)
    reply.header('content-length', compressed.length)
    done(null, compressed)
  })
}
