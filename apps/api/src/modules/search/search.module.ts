import type { AppContext } from '#app/app-context.ts'
import type { ApiModule, Infrastructure } from '#app/modules/api-module.ts'
import type { CatalogService } from '../catalog/catalog.service.ts'
import type { FavoriteService } from '../customers/favorite.service.ts'
import { KeywordRecorder } from './keyword-recorder.ts'
import { searchRoutes } from './search.routes.ts'
import { SearchService } from './search.service.ts'

/** Starts the keyword recorder at once; `stop` saves the counts it still holds. */
export function createSearchModule(
  ctx: AppContext,
  deps: Pick<Infrastructure, 'catalogCache' | 'log'> & {
    catalog: CatalogService
    favorites: FavoriteService
  },
) {
  const keywordRecorder = new KeywordRecorder(ctx.db)
  keywordRecorder.start()
  const search = new SearchService(ctx, deps.catalogCache, deps.catalog, keywordRecorder)
  return {
    services: { keywordRecorder, search },
    routes: { public: searchRoutes(search, deps.favorites) },
    // A failed save loses a day's counts at most; it must not stop the shutdown.
    stop: (log = deps.log) =>
      keywordRecorder.stop().catch((error) => log.warn({ err: error }, 'search counts not saved')),
  } satisfies ApiModule<object>
}
