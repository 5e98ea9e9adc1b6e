import { type AdminBrand, type AdminBrandInputSchema, messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { AppContext } from '#app/app-context.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { brands } from '#app/db/schema/index.ts'
import { retryOnSlugClash } from '#app/db/unique-slug.ts'
import { refuseTaken } from '#app/db/unique-violation.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import { recordEdit, savedOver } from '../admin/audit-log.ts'
import { insertWithSlug } from '../catalog/catalog-records.ts'
import { toImage } from '../media/image-urls.ts'
import { requirePublicImage } from '../media/public-images.ts'
import { replacedPicture, saveDroppingPictures } from '../media/unused-pictures.ts'
import * as repo from './staff-brands.repository.ts'

type BrandValues = z.output<typeof AdminBrandInputSchema>

const nameTaken = () => new AppError('CONFLICT', 409, messages.brandNameTaken)

/** Two staff saving the same new name at once: the unique index refuses the second, as a 409. */
const refuseTakenName = <T>(save: () => Promise<T>) =>
  refuseTaken(save, nameTaken, 'brands_name_unique')

/**
 * Staff manage brands. Names are unique (ignoring case: shoppers cannot tell "Blackmores" from
 * "blackmores" apart); a brand is retired with isActive false, since products refer to it.
 */
export class StaffBrandService {
  constructor(
    private readonly ctx: AppContext,
    private readonly clock: Clock,
  ) {}

  private toAdminBrand = (row: repo.AdminBrandRow): AdminBrand => ({
    id: row.id,
    name: row.name,
    nameMy: row.nameMy,
    slug: row.slug,
    description: row.description,
    descriptionMy: row.descriptionMy,
    country: row.country,
    logo: row.logo ? toImage(row.logo, (key) => this.ctx.media.publicUrl(key)) : null,
    isActive: row.isActive,
    productCount: row.productCount,
  })

  async list(query: repo.BrandListQuery) {
    const { rows, total } = await repo.listBrands(this.ctx.db, query)
    return { data: rows.map(this.toAdminBrand), total, pageSize: query.size }
  }

  async create(input: BrandValues, staffUserId: number) {
    const at = this.clock.now()
    return refuseTakenName(() =>
      retryOnSlugClash(() =>
        this.ctx.db.transaction(async (tx) => {
          await this.checkReferences(tx, input)
          const id = await insertWithSlug(tx, brands, input, 'brand')
          await recordEdit(tx, { staffUserId, at }, 'brand.create', id, { after: { ...input } })
          return this.one(tx, id)
        }),
      ),
    )
  }

  async update(id: number, input: BrandValues, staffUserId: number) {
    const at = this.clock.now()
    // A logo the brand stopped showing and nothing else shows goes with its files.
    return refuseTakenName(() =>
      saveDroppingPictures(this.ctx, async (tx) => {
        const before = await repo.lockBrand(tx, id)
        if (!before) throw AppError.notFound(messages.brandNotFound)
        await this.checkReferences(tx, input, id)
        await tx.update(brands).set(input).where(eq(brands.id, id))
        await recordEdit(tx, { staffUserId, at }, 'brand.update', id, savedOver(before, input))
        return {
          result: await this.one(tx, id),
          dropped: replacedPicture(before.logoId, input.logoId),
        }
      }),
    )
  }

  private async checkReferences(tx: DbExecutor, input: BrandValues, selfId?: number) {
    if (await repo.nameInUse(tx, input.name, selfId)) throw nameTaken()
    await requirePublicImage(tx, input.logoId, 'logoId')
  }

  private async one(tx: DbExecutor, id: number): Promise<AdminBrand> {
    const row = await repo.loadBrand(tx, id)
    if (!row) throw new Error(`brand ${id} vanished inside its transaction`)
    return this.toAdminBrand(row)
  }
}
