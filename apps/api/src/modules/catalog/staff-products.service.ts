import { type ADMIN_PRODUCT_SORTS, type AdminProductBodyValues, messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import type { AppContext } from '#app/app-context.ts'
import type { AdminListQuery } from '#app/db/admin-list.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { products } from '#app/db/schema/index.ts'
import { retryOnSlugClash } from '#app/db/unique-slug.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import { sanitizeHtml } from '#app/lib/sanitize-html.ts'
import { recordEdit } from '../admin/audit-log.ts'
import { requirePublicImages } from '../media/public-images.ts'
import { saveDroppingPictures } from '../media/unused-pictures.ts'
import { insertWithSlug, requireBrand, requireCategory } from './catalog-records.ts'
import { editableValues, toAdminProduct, toAdminProductRow } from './staff-products.mappers.ts'
import * as repo from './staff-products.repository.ts'

export interface ProductListQuery
  extends repo.ProductListFilter,
    AdminListQuery<(typeof ADMIN_PRODUCT_SORTS)[number]> {}

/**
 * Staff add and edit products. Each save is one transaction: the product row, its retail pricing
 * (the trigger of migration 0001 copies it to products.retail_price, which lists sort and filter
 * on), its pictures and the audit row. The catalogue's table triggers then drop every process's
 * cached answers, so the storefront shows the change at once; search reads the name itself.
 */
export class StaffProductService {
  constructor(
    private readonly ctx: AppContext,
    private readonly clock: Clock,
  ) {}

  private publicUrl = (key: string) => this.ctx.media.publicUrl(key)

  async list(query: ProductListQuery) {
    const { page, size, sort, order, ...filter } = query
    const { rows, total } = await repo.listProducts(
      this.ctx.db,
      filter,
      sort,
      order,
      page * size,
      size,
    )
    return {
      data: rows.map((row) => toAdminProductRow(row, this.publicUrl)),
      total,
      pageSize: size,
    }
  }

  async get(id: number) {
    const row = await repo.loadProduct(this.ctx.db, id)
    if (!row) throw AppError.notFound(messages.adminProductNotFound)
    return toAdminProduct(row, this.publicUrl)
  }

  async create(input: AdminProductBodyValues, staffUserId: number) {
    const at = this.clock.now()
    const id = await retryOnSlugClash(() =>
      this.ctx.db.transaction(async (tx) => {
        await this.checkReferences(tx, input)
        const id = await insertWithSlug(
          tx,
          products,
          { ...this.productColumns(input), createdAt: at, updatedAt: at },
          'product',
        )
        await repo.saveRetailPrice(tx, id, input.price, input.originalPrice)
        await repo.saveImages(tx, id, input.imageIds)
        const after = await this.values(tx, id)
        await recordEdit(tx, { staffUserId, at }, 'product.create', id, { after: { ...after } })
        return id
      }),
    )
    return this.get(id)
  }

  async update(id: number, input: AdminProductBodyValues, staffUserId: number) {
    const at = this.clock.now()
    // A picture staff took off the product and nothing else shows is deleted with its files.
    await saveDroppingPictures(this.ctx, async (tx) => {
      // Locks the row so two staff saving at once write their audit rows in order.
      const [locked] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, id))
        .for('update')
      if (!locked) throw AppError.notFound(messages.adminProductNotFound)
      await this.checkReferences(tx, input)
      const before = await this.values(tx, id)
      await tx
        .update(products)
        .set({ ...this.productColumns(input), updatedAt: at })
        .where(eq(products.id, id))
      await repo.saveRetailPrice(tx, id, input.price, input.originalPrice)
      await repo.saveImages(tx, id, input.imageIds)
      const after = await this.values(tx, id)
      await recordEdit(tx, { staffUserId, at }, 'product.update', id, {
        before: { ...before },
        after: { ...after },
      })
      const dropped = before.imageIds.filter((mediaId) => !input.imageIds.includes(mediaId))
      return { result: undefined, dropped }
    })
    return this.get(id)
  }

  private async values(tx: DbExecutor, id: number) {
    const row = await repo.loadProduct(tx, id)
    if (!row) throw new Error(`product ${id} vanished inside its transaction`)
    return editableValues(row)
  }

  private async checkReferences(tx: DbExecutor, input: AdminProductBodyValues) {
    await requireCategory(tx, input.categoryId)
    if (input.brandId !== null) await requireBrand(tx, input.brandId)
    await requirePublicImages(tx, input.imageIds, 'imageIds')
  }

  /** The product row's own columns; prices and pictures live in their own tables. */
  private productColumns(input: AdminProductBodyValues) {
    return {
      name: input.name,
      description: sanitizeHtml(input.description),
      // Left out of the request (undefined): drizzle leaves the stored Burmese text as it is.
      nameMy: input.nameMy,
      descriptionMy: input.descriptionMy && sanitizeHtml(input.descriptionMy),
      categoryId: input.categoryId,
      brandId: input.brandId,
      stock: input.stock,
      potency: input.potency,
      potencyUnit: input.potencyUnit,
      tabletCount: input.tabletCount,
      unitForm: input.unitForm,
      shippingWeightGrams: input.shippingWeightGrams,
      needsPrescription: input.needsPrescription,
      nearestExpiredDate: input.nearestExpiredDate,
      isFlashSale: input.isFlashSale,
      isRecommended: input.isRecommended,
      isBestSeller: input.isBestSeller,
      featuredRank: input.featuredRank,
      isActive: input.isActive,
    }
  }
}
