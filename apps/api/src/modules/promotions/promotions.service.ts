import type { ListResponse, Promotion } from '@kyanma/shared'
import type { AppContext } from '../../app-context.ts'
import type { Clock } from '../../lib/clock.ts'
import * as repo from './promotions.repository.ts'

/** The coupons a shopper may pick at checkout (GET /promotions). */
export class PromotionService {
  constructor(
    private readonly ctx: AppContext,
    private readonly clock: Clock,
  ) {}

  async listUsable(page: number, size: number): Promise<ListResponse<Promotion>> {
    const { rows, total } = await repo.listUsablePromotions(
      this.ctx.db,
      this.clock.now(),
      page * size,
      size,
    )
    const data = rows.map((row) => ({
      id: row.id,
      code: row.code,
      description: row.description,
      discountType: row.discountType as Promotion['discountType'],
      discountValue: row.discountValue,
      maxDiscount: row.maxDiscount,
      minOrderAmount: row.minOrderAmount,
      endsAt: row.endsAt.toISOString(),
    }))
    return { data, total, pageSize: size }
  }
}
