import type { AppContext } from '#app/app-context.ts'
import type { ApiModule, Infrastructure } from '#app/modules/api-module.ts'
import { brandRoutes } from './brands.routes.ts'
import { BrandService } from './brands.service.ts'
import { staffBrandRoutes } from './staff-brands.routes.ts'
import { StaffBrandService } from './staff-brands.service.ts'

export function createBrandsModule(
  ctx: AppContext,
  { catalogCache, clock }: Pick<Infrastructure, 'catalogCache' | 'clock'>,
) {
  const brands = new BrandService(ctx, catalogCache)
  const staffBrands = new StaffBrandService(ctx, clock)
  return {
    services: { brands, staffBrands },
    routes: { public: brandRoutes(brands), staff: staffBrandRoutes(staffBrands) },
  } satisfies ApiModule<object>
}
