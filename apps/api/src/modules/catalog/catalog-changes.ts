import type { DatabaseHandle } from '../../db/client.ts'
import type { PgListener } from '../../db/pg-listener.ts'
import type { ResponseCache } from '../../lib/response-cache.ts'

/** Channel the database triggers of migration 0001 notify on every committed catalogue change. */
export const CATALOG_CHANGED_CHANNEL = 'catalog_changed'

/**
 * Drops cached catalogue answers whenever any process (this one or another sharing the
 * PostgreSQL server) commits a catalogue change, and after the listening connection was lost,
 * since notifications sent meanwhile are gone.
 */
export function watchCatalogChanges(
  database: DatabaseHandle,
  caches: ResponseCache[],
): Promise<PgListener> {
  const invalidate = () => {
    for (const cache of caches) cache.invalidateAll()
  }
  return database.listen(CATALOG_CHANGED_CHANNEL, invalidate, invalidate)
}
