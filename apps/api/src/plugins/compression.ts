import { Readable, Writable } from 'node:stream'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

/** Types worth compressing; images (WebP, PNG) and fonts are compressed already. */
const COMPRESSIBLE =
  /^(text\/|application\/(json|xml|javascript|manifest\+json|ld\+json|rss\+xml)|image\/svg\+xml)/

/**
 * Brotli at quality 5 compresses a server-rendered page about as fast as gzip's default level and
 * about 15% smaller; higher qualities cost far more time than they save bytes on the fly (built
 * assets get the best quality once, at build time).
 */
const BROTLI_QUALITY = 5
const GZIP_LEVEL = 6
const MIN_BYTES = 1024

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once. */
const chosen = new Map<string, Encoding | undefined>()
const CHOSEN_LIMIT = 100

/** The encoding to answer with: brotli when the browser accepts it, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined
  if (chosen.has(acceptEncoding)) return chosen.get(acceptEncoding)
  const encoding = parseAcceptEncoding(acceptEncoding)
  if (chosen.size < CHOSEN_LIMIT) chosen.set(acceptEncoding, encoding)
  return encoding
}

function parseAcceptEncoding(acceptEncoding: string): Encoding | undefined {
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1)
  }
  const allowed = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (allowed('br')) return 'br'
  if (allowed('gzip')) return 'gzip'
  return undefined
}

/** Whether an answer with these headers should be compressed on the fly. */
export function shouldCompress(headers: Headers): boolean {
  if (headers.has('content-encoding')) return false
  const type = headers.get('content-type') ?? ''
  if (!COMPRESSIBLE.test(type)) return false
  const length = headers.get('content-length')
  return length === null || Number(length) >= MIN_BYTES
}

/**
 * A compressing copy of `body`. React streams a page in pieces (the shell first, then what
 * Suspense waited for): the compressor flushes whenever the page pauses, so the browser can paint
 * the shell before the rest arrives, while pieces that arrive together still compress together.
 */
export function compressStream(body: Readable, encoding: Encoding): Readable {
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : createGzip({ level: GZIP_LEVEL })
  let flushScheduled = false
  const scheduleFlush = () => {
    if (flushScheduled) return
    flushScheduled = true
    setImmediate(() => {
      flushScheduled = false
      if (!compressor.writableEnded && !compressor.destroyed) compressor.flush()
    })
  }
  const feeder = new Writable({
    write(chunk, _encoding, done) {
      scheduleFlush()
      if (compressor.write(chunk)) done()
      else compressor.once('drain', () => done())
    },
    final(done) {
      compressor.end()
      done()
    },
  })
  body.on('error', (error) => compressor.destroy(error))
  // The browser went away: stop producing the page.
  compressor.on('close', () => {
    if (!body.readableEnded) body.destroy()
  })
  body.pipe(feeder)
  return compressor
}

/** A web stream body as a Node stream (Fastify sends Node streams). */
export function nodeStream(body: ReadableStream<Uint8Array>): Readable {
  return Readable.fromWeb(body as Parameters<typeof Readable.fromWeb>[0])
}
