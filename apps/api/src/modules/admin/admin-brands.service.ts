import { type AdminBrand, type AdminBrandInputSchema, messages } from '@kyanma/shared'
import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { AppContext } from '../../app-context.ts'
import type { DbExecutor } from '../../db/client.ts'
import { brands, products } from '../../db/schema/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { uniqueViolationOf } from '../auth/unique-violation.ts'
import { escapeLike } from '../catalog/catalog.repository.ts'
import { toImage } from '../media/image-urls.ts'
import { recordStaffAction } from './audit-log.ts'
import {
  productCounts,
  requirePublicImages,
  retryOnSlugClash,
  uniqueSlug,
} from './catalog-records.ts'

type BrandValues = z.output<typeof AdminBrandInputSchema>
export interface BrandListQuery {
  page: number
  size: number
  search: string
  sort: 'name' | 'id'
  order: 'asc' | 'desc'
}

const nameTaken = () => new AppError('CONFLICT', 409, messages.brandNameTaken)

/** Two staff saving the same new name at once: the unique index refuses the second, as a 409. */
async function refuseTakenName<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save()
  } catch (error) {
    if (uniqueViolationOf(error) === 'brands_name_unique') throw nameTaken()
    throw error
  }
}

/**
 * Staff manage brands. Names are unique (ignoring case: shoppers cannot tell "Blackmores" from
 * "blackmores" apart); a brand is retired with isActive false, since products refer to it.
 */
export class AdminBrandService {
  constructor(
    private readonly ctx: AppContext,
    private readonly clock: Clock,
  ) {}

  private publicUrl = (key: string) => this.ctx.media.publicUrl(key)

  async list(query: BrandListQuery) {
    const where: SQL | undefined = query.search
      ? sql`lower(${brands.name}) like ${`%${escapeLike(query.search.toLowerCase())}%`}`
      : undefined
    const direction = query.order === 'asc' ? asc : desc
    const column = query.sort === 'name' ? sql`lower(${brands.name})` : brands.id
    const offset = query.page * query.size
    const [rows, [totalRow]] = await Promise.all([
      this.find(this.ctx.db, where, [direction(column), asc(brands.id)], offset, query.size),
      this.ctx.db.select({ total: count() }).from(brands).where(where),
    ])
    return { data: rows, total: totalRow?.total ?? 0, pageSize: query.size }
  }

  async create(input: BrandValues, staffUserId: number) {
    const at = this.clock.now()
    return refuseTakenName(() =>
      retryOnSlugClash(() =>
        this.ctx.db.transaction(async (tx) => {
          await this.checkReferences(tx, input)
          const slug = await uniqueSlug(tx, brands, brands.slug, input.name, 'brand')
          const [row] = await tx
            .insert(brands)
            .values({ ...input, slug })
            .returning()
          if (!row) throw new Error('brand not stored')
          await recordStaffAction(tx, {
            staffUserId,
            action: 'brand.create',
            entity: 'brand',
            entityId: row.id,
            after: { ...input },
            at,
          })
          return this.one(tx, row.id)
        }),
      ),
    )
  }

  async update(id: number, input: BrandValues, staffUserId: number) {
    const at = this.clock.now()
    return refuseTakenName(() =>
      this.ctx.db.transaction(async (tx) => {
        const [before] = await tx.select().from(brands).where(eq(brands.id, id)).for('update')
        if (!before) throw AppError.notFound(messages.brandNotFound)
        await this.checkReferences(tx, input, id)
        await tx.update(brands).set(input).where(eq(brands.id, id))
        await recordStaffAction(tx, {
          staffUserId,
          action: 'brand.update',
          entity: 'brand',
          entityId: id,
          before: {
            name: before.name,
            description: before.description,
            country: before.country,
            logoId: before.logoId,
            isActive: before.isActive,
          },
          after: { ...input },
          at,
        })
        return this.one(tx, id)
      }),
    )
  }

  private async checkReferences(tx: DbExecutor, input: BrandValues, selfId?: number) {
    const [same] = await tx
      .select({ id: brands.id })
      .from(brands)
      .where(
        and(
          sql`lower(${brands.name}) = ${input.name.toLowerCase()}`,
          selfId === undefined ? undefined : ne(brands.id, selfId),
        ),
      )
    if (same) throw nameTaken()
    if (input.logoId !== null) await requirePublicImages(tx, [input.logoId], 'logoId')
  }

  private async one(tx: DbExecutor, id: number): Promise<AdminBrand> {
    const [row] = await this.find(tx, eq(brands.id, id), [], 0, 1)
    if (!row) throw new Error(`brand ${id} vanished inside its transaction`)
    return row
  }

  private async find(
    db: DbExecutor,
    where: SQL | undefined,
    orderBy: SQL[],
    offset: number,
    limit: number,
  ) {
    const rows = await db.query.brands.findMany({
      where,
      orderBy,
      offset,
      limit,
      with: { logo: true },
    })
    const counts = await productCounts(
      db,
      products.brandId,
      rows.map((row) => row.id),
    )
    return rows.map(
      (row): AdminBrand => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        description: row.description,
        country: row.country,
        logo: row.logo ? toImage(row.logo, this.publicUrl) : null,
        isActive: row.isActive,
        productCount: counts.get(row.id) ?? 0,
      }),
    )
  }
}
