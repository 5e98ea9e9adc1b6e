import type { Language, ListResponse, Promotion } from '@kyanma/shared'
import type { AppContext } from '#app/app-context.ts'
import { inLanguage } from '#app/lib/bilingual.ts'
import type { Clock } from '#app/lib/clock.ts'
import * as repo from './promotions.repository.ts'

/** The coupons a shopper may pick at checkout (GET /promotions). */
export class PromotionService {
  constructor(
    private readonly ctx: AppContext,
    private readonly clock: Clock,
  ) {}

  async listUsable(page: number, size: number, lang: Language): Promise<ListResponse<Promotion>> {
    const { rows, total } = await repo.listUsablePromotions(
      this.ctx.db,
      this.clock.now(),
      page * size,
      size,
    )
    const data = rows.map((row) => {
      const { texts, marker } = inLanguage(lang, {
        description: [row.description, row.descriptionMy],
      })
      return {
        id: row.id,
        code: row.code,
        description: texts.description,
        discountType: row.discountType as Promotion['discountType'],
        discountValue: row.discountValue,
        maxDiscount: row.maxDiscount,
        minOrderAmount: row.minOrderAmount,
        endsAt: row.endsAt.toISOString(),
        ...marker,
      }
    })
    return { data, total, pageSize: size }
  }
}
