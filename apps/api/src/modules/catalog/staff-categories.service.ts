import { type AdminCategory, type AdminCategoryBodySchema, messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { AppContext } from '#app/app-context.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { categories } from '#app/db/schema/index.ts'
import { retryOnSlugClash } from '#app/db/unique-slug.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import { recordEdit, savedOver } from '../admin/audit-log.ts'
import { toImage } from '../media/image-urls.ts'
import { requirePublicImage } from '../media/public-images.ts'
import { replacedPicture, saveDroppingPictures } from '../media/unused-pictures.ts'
import { insertWithSlug, requireCategory } from './catalog-records.ts'
import * as repo from './staff-categories.repository.ts'

type CategoryValues = z.output<typeof AdminCategoryBodySchema>

/**
 * Staff manage the category tree. A category is retired with isActive false rather than deleted:
 * products and past orders refer to it. The tree never gets a loop: a category cannot be moved
 * under itself or any of its descendants.
 */
export class StaffCategoryService {
  constructor(
    private readonly ctx: AppContext,
    private readonly clock: Clock,
  ) {}

  private toAdminCategory = (row: repo.AdminCategoryRow): AdminCategory => ({
    id: row.id,
    name: row.name,
    nameMy: row.nameMy,
    slug: row.slug,
    parent: row.parent,
    sortOrder: row.sortOrder,
    image: row.image ? toImage(row.image, (key) => this.ctx.media.publicUrl(key)) : null,
    isActive: row.isActive,
    productCount: row.productCount,
  })

  async list(query: repo.CategoryListQuery) {
    const { rows, total } = await repo.listCategories(this.ctx.db, query)
    return { data: rows.map(this.toAdminCategory), total, pageSize: query.size }
  }

  async create(input: CategoryValues, staffUserId: number) {
    const at = this.clock.now()
    return retryOnSlugClash(() =>
      this.ctx.db.transaction(async (tx) => {
        await this.checkReferences(tx, input)
        const id = await insertWithSlug(tx, categories, input, 'category')
        await recordEdit(tx, { staffUserId, at }, 'category.create', id, {
          after: { ...input },
        })
        return this.one(tx, id)
      }),
    )
  }

  async update(id: number, input: CategoryValues, staffUserId: number) {
    const at = this.clock.now()
    // A picture the category stopped showing and nothing else shows goes with its files.
    return saveDroppingPictures(this.ctx, async (tx) => {
      const before = await repo.lockCategory(tx, id)
      if (!before) throw AppError.notFound(messages.categoryNotFound)
      await this.checkReferences(tx, input)
      if (input.parentId !== null) await this.refuseLoop(tx, id, input.parentId)
      await tx.update(categories).set(input).where(eq(categories.id, id))
      await recordEdit(tx, { staffUserId, at }, 'category.update', id, savedOver(before, input))
      return {
        result: await this.one(tx, id),
        dropped: replacedPicture(before.imageId, input.imageId),
      }
    })
  }

  private async checkReferences(tx: DbExecutor, input: CategoryValues) {
    if (input.parentId !== null) await requireCategory(tx, input.parentId, 'parentId')
    await requirePublicImage(tx, input.imageId, 'imageId')
  }

  /** Walks up from the new parent: meeting the category itself means a loop. */
  private async refuseLoop(tx: DbExecutor, id: number, parentId: number) {
    const parentOf = await repo.parentsById(tx)
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
    const row = await repo.loadCategory(tx, id)
    if (!row) throw new Error(`category ${id} vanished inside its transaction`)
    return this.toAdminCategory(row)
  }
}
