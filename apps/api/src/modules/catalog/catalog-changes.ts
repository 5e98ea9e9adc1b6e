import { LANGUAGES } from '@kyanma/shared'
import type { FastifyInstance } from 'fastify'
import type { DatabaseHandle } from '#app/db/client.ts'
import type { PgListener } from '#app/db/pg-listener.ts'
import { languageKey } from '#app/lib/bilingual.ts'
import type { ResponseCache } from '#app/lib/response-cache.ts'

/** Channel the database triggers of migration 0001 notify on every committed catalogue change. */
export const CATALOG_CHANGED_CHANNEL = 'catalog_changed'

/** The cache key of a product's own page (its detail answer). */
export const productPageKey = (id: number) => `product:${id}`

/** The payload of a change to one product's stock count alone (migration 0006). */
const PRODUCT_ONLY = /^product:(\d+)$/

/**
 * Drops cached catalogue answers whenever any process (this one or another sharing the
 * PostgreSQL server) commits a catalogue change. While the listening connection is down, changes
 * go unheard, so the caches are suspended until it is back (decision 061). A change to a
 * product's stock count alone drops only that product's page (the lists show no count).
 */
export function watchCatalogChanges(
  database: DatabaseHandle,
  caches: ResponseCache[],
): Promise<PgListener> {
  const onChange = (payload: string) => {
    const productId = PRODUCT_ONLY.exec(payload)?.[1]
    if (productId === undefined) {
      for (const cache of caches) cache.invalidateAll()
      return
    }
    for (const cache of caches)
      for (const lang of LANGUAGES)
        cache.invalidate(languageKey(lang, productPageKey(Number(productId))))
  }
  return database.listen(CATALOG_CHANGED_CHANNEL, onChange, {
    dropped: () => {
      for (const cache of caches) cache.suspend()
    },
    reconnected: () => {
      for (const cache of caches) cache.resume()
    },
  })
}

/**
 * Where catalogue writes come in: every staff write (prices, products, categories, reviews
 * hidden ...) and a customer's own review (the product's average changes).
 */
const CATALOG_WRITE_PREFIXES = ['/api/admin/', '/api/customers/me/reviews']

/**
 * Whoever changes the catalogue is answered by the process that committed it, and their next
 * page often comes from it too. The notification above reaches that process a moment after the
 * commit, which a quick next request can beat, so the process drops its own cached answers
 * before it answers a successful catalogue write. (Such writes are few: dropping everything
 * costs a handful of misses; orders change only stock, which the notification handles.)
 */
export function dropCacheOnCatalogWrites(api: FastifyInstance, caches: ResponseCache[]) {
  api.addHook('onSend', async (request, reply, payload) => {
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD'
    const isCatalogWrite = CATALOG_WRITE_PREFIXES.some((prefix) => request.url.startsWith(prefix))
    if (isWrite && isCatalogWrite && reply.statusCode < 400)
      for (const cache of caches) cache.invalidateAll()
    return payload
  })
}
