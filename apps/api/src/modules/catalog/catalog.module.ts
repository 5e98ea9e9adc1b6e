import type { AppContext } from '#app/app-context.ts'
import type { ApiModule, Infrastructure } from '#app/modules/api-module.ts'
import { catalogRoutes, type FavoriteMarks } from './catalog.routes.ts'
import { CatalogService } from './catalog.service.ts'
import { staffCategoryRoutes } from './staff-categories.routes.ts'
import { StaffCategoryService } from './staff-categories.service.ts'
import { staffProductRoutes } from './staff-products.routes.ts'
import { StaffProductService } from './staff-products.service.ts'

/** `favorites` is typed by the catalogue's own `FavoriteMarks`, so catalog still imports no customers file. */
export function createCatalogModule(
  ctx: AppContext,
  deps: Pick<Infrastructure, 'catalogCache' | 'clock'> & { favorites: FavoriteMarks },
) {
  const catalog = new CatalogService(ctx, deps.catalogCache)
  const staffProducts = new StaffProductService(ctx, deps.clock)
  const staffCategories = new StaffCategoryService(ctx, deps.clock)
  return {
    services: { catalog, staffProducts, staffCategories },
    routes: {
      public: catalogRoutes(catalog, deps.favorites),
      staffProducts: staffProductRoutes(staffProducts, ctx.db),
      staffCategories: staffCategoryRoutes(staffCategories),
    },
  } satisfies ApiModule<object>
}
