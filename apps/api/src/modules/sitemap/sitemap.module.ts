import type { AppContext } from '#app/app-context.ts'
import type { ApiModule } from '#app/modules/api-module.ts'
import { sitemapRoutes } from './sitemap.routes.ts'
import { SitemapService } from './sitemap.service.ts'

/** The sitemap service stays private: nothing outside its routes reads it. */
export function createSitemapModule(ctx: AppContext) {
  return {
    services: {},
    routes: { public: sitemapRoutes(new SitemapService(ctx)) },
  } satisfies ApiModule<object>
}
