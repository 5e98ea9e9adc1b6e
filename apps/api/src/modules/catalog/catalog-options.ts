import type { AdminCatalogOptions } from '@kyanma/shared'
import { asc } from 'drizzle-orm'
import type { DbExecutor } from '#app/db/client.ts'
import { brands, categories } from '#app/db/schema/index.ts'

/** Every category and brand by name (with its Burmese name), for the back office's pickers. */
export async function catalogOptions(db: DbExecutor): Promise<AdminCatalogOptions> {
  const [categoryRows, brandRows] = await Promise.all([
    db
      .select({
        id: categories.id,
        name: categories.name,
        nameMy: categories.nameMy,
        parentId: categories.parentId,
        isActive: categories.isActive,
      })
      .from(categories)
      .orderBy(asc(categories.name), asc(categories.id)),
    db
      .select({
        id: brands.id,
        name: brands.name,
        nameMy: brands.nameMy,
        isActive: brands.isActive,
      })
      .from(brands)
      .orderBy(asc(brands.name)),
  ])
  return { categories: categoryRows, brands: brandRows }
}
