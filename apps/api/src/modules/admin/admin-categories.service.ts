import { type AdminCategory, type AdminCategoryInputSchema, messages } from '@kyanma/shared'
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { AppContext } from '../../app-context.ts'
import type { DbExecutor } from '../../db/client.ts'
import { categories, products } from '../../db/schema/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { escapeLike } from '../catalog/catalog.repository.ts'
import { toImage } from '../media/image-urls.ts'
import { recordStaffAction } from './audit-log.ts'
import {
  productCounts,
  requireCategory,
  requirePublicImages,
  retryOnSlugClash,
  uniqueSlug,
} from './catalog-records.ts'

type CategoryValues = z.output<typeof AdminCategoryInputSchema>
export interface CategoryListQuery {
  page: number
  size: number
  search: string
  sort: 'name' | 'sortOrder' | 'id'
  order: 'asc' | 'desc'
}

/**
 * Staff manage the category tree. A category is retired with isActive false rather than deleted:
 * products and past orders refer to it. The tree never gets a loop: a category cannot be moved
 * under itself or any of its descendants.
 */
export class AdminCategoryService {
  constructor(
    private readonly ctx: AppContext,
    private readonly clock: Clock,
  ) {}

  private publicUrl = (key: string) => this.ctx.media.publicUrl(key)

  async list(query: CategoryListQuery) {
    const where: SQL | undefined = query.search
      ? sql`lower(${categories.name}) like ${`%${escapeLike(query.search.toLowerCase())}%`}`
      : undefined
    const direction = query.order === 'asc' ? asc : desc
    const column = {
      name: sql`lower(${categories.name})`,
      sortOrder: categories.sortOrder,
      id: categories.id,
    }[query.sort]
    const [rows, [totalRow]] = await Promise.all([
      this.find(
        this.ctx.db,
        where,
        [direction(column), asc(categories.id)],
        query.page * query.size,
        query.size,
      ),
      this.ctx.db.select({ total: count() }).from(categories).where(where),
    ])
    return { data: rows, total: totalRow?.total ?? 0, pageSize: query.size }
  }

  async create(input: CategoryValues, staffUserId: number) {
    const at = this.clock.now()
    return retryOnSlugClash(() =>
      this.ctx.db.transaction(async (tx) => {
        await this.checkReferences(tx, input)
        const slug = await uniqueSlug(tx, categories, categories.slug, input.name, 'category')
        const [row] = await tx
          .insert(categories)
          .values({ ...input, slug })
          .returning()
        if (!row) throw new Error('category not stored')
        await recordStaffAction(tx, {
          staffUserId,
          action: 'category.create',
          entity: 'category',
          entityId: row.id,
          after: { ...input },
          at,
        })
        return this.one(tx, row.id)
      }),
    )
  }

  async update(id: number, input: CategoryValues, staffUserId: number) {
    const at = this.clock.now()
    return this.ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update')
      if (!before) throw AppError.notFound(messages.categoryNotFound)
      await this.checkReferences(tx, input)
      if (input.parentId !== null) await this.refuseLoop(tx, id, input.parentId)
      await tx.update(categories).set(input).where(eq(categories.id, id))
      await recordStaffAction(tx, {
        staffUserId,
        action: 'category.update',
        entity: 'category',
        entityId: id,
        before: {
          name: before.name,
          parentId: before.parentId,
          sortOrder: before.sortOrder,
          imageId: before.imageId,
          isActive: before.isActive,
        },
        after: { ...input },
        at,
      })
      return this.one(tx, id)
    })
  }

  private async checkReferences(tx: DbExecutor, input: CategoryValues) {
    if (input.parentId !== null) await requireCategory(tx, input.parentId, 'parentId')
    if (input.imageId !== null) await requirePublicImages(tx, [input.imageId], 'imageId')
  }

  /** Walks up from the new parent: meeting the category itself means a loop. */
  private async refuseLoop(tx: DbExecutor, id: number, parentId: number) {
    const rows = await tx
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
    const parentOf = new Map(rows.map((row) => [row.id, row.parentId]))
    const seen = new Set<number>()
    for (let at: number | null | undefined = parentId; at != null; at = parentOf.get(at)) {
      if (at === id || seen.has(at))
        throw AppError.badRequest(messages.categoryOwnAncestor, [
          { path: 'body.parentId', message: messages.categoryOwnAncestor },
        ])
      seen.add(at)
    }
  }

  private async one(tx: DbExecutor, id: number): Promise<AdminCategory> {
    const [row] = await this.find(tx, eq(categories.id, id), [], 0, 1)
    if (!row) throw new Error(`category ${id} vanished inside its transaction`)
    return row
  }

  private async find(
    db: DbExecutor,
    where: SQL | undefined,
    orderBy: SQL[],
    offset: number,
    limit: number,
  ) {
    const rows = await db.query.categories.findMany({
      where: and(where),
      orderBy,
      offset,
      limit,
      with: { parent: { columns: { id: true, name: true } }, image: true },
    })
    const counts = await productCounts(
      db,
      products.categoryId,
      rows.map((row) => row.id),
    )
    return rows.map(
      (row): AdminCategory => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        parent: row.parent,
        sortOrder: row.sortOrder,
        image: row.image ? toImage(row.image, this.publicUrl) : null,
        isActive: row.isActive,
        productCount: counts.get(row.id) ?? 0,
      }),
    )
  }
}
