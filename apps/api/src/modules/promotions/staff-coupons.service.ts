import type { AdminCoupon, AdminCouponValues } from '@kyanma/shared'
import { messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import type { AppContext } from '#app/app-context.ts'
import type { AdminListQuery } from '#app/db/admin-list.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { promotions } from '#app/db/schema/index.ts'
import { refuseTaken } from '#app/db/unique-violation.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import { recordEdit } from '../admin/audit-log.ts'
import * as repo from './staff-coupons.repository.ts'

const codeTaken = () => new AppError('CONFLICT', 409, messages.couponCodeTaken)

function toAdminCoupon({ promotion, timesUsed }: repo.CouponRow): AdminCoupon {
  return {
    ...promotion,
    discountType: promotion.discountType as AdminCoupon['discountType'],
    startsAt: promotion.startsAt.toISOString(),
    endsAt: promotion.endsAt.toISOString(),
    timesUsed,
  }
}

/** What the audit log keeps of a coupon: its terms, dates as text. */
function auditValues(row: typeof promotions.$inferSelect) {
  const { id: _id, ...terms } = row
  return { ...terms, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() }
}

/**
 * Staff manage coupons (the promotions table). The rules that apply a coupon to an order stay
 * in orders/order-coupon.ts and the shared quote; here only their terms are written.
 */
export class StaffCouponService {
  constructor(
    private readonly ctx: AppContext,
    private readonly clock: Clock,
  ) {}

  async list(query: AdminListQuery<repo.CouponSort>) {
    const { rows, total } = await repo.findCoupons(this.ctx.db, query)
    return { data: rows.map(toAdminCoupon), total, pageSize: query.size }
  }

  create(input: AdminCouponValues, staffUserId: number) {
    return this.write(staffUserId, async (tx) => {
      if (await repo.findCodeOwner(tx, input.code)) throw codeTaken()
      const [row] = await tx.insert(promotions).values(input).returning()
      if (!row) throw new Error('coupon not stored')
      return { row, action: 'coupon.create', before: null }
    })
  }

  update(id: number, input: AdminCouponValues, staffUserId: number) {
    return this.write(staffUserId, async (tx) => {
      const [before] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update')
      if (!before) throw AppError.notFound(messages.couponNotFound)
      const owner = await repo.findCodeOwner(tx, input.code)
      if (owner !== undefined && owner !== id) throw codeTaken()
      const [row] = await tx.update(promotions).set(input).where(eq(promotions.id, id)).returning()
      if (!row) throw new Error('coupon not updated')
      return { row, action: 'coupon.update', before: auditValues(before) }
    })
  }

  /** One transaction: the change, its audit row, then the answer read back with its uses. */
  private async write(
    staffUserId: number,
    change: (tx: DbExecutor) => Promise<{
      row: typeof promotions.$inferSelect
      action: 'coupon.create' | 'coupon.update'
      before: Record<string, unknown> | null
    }>,
  ): Promise<AdminCoupon> {
    // Two staff saving the same new code at once: the unique index decides.
    return refuseTaken(
      () =>
        this.ctx.db.transaction(async (tx) => {
          const { row, action, before } = await change(tx)
          await recordEdit(tx, { staffUserId, at: this.clock.now() }, action, row.id, {
            before,
            after: auditValues(row),
          })
          const stored = await repo.findCoupon(tx, row.id)
          if (!stored) throw new Error('coupon not found after writing it')
          return toAdminCoupon(stored)
        }),
      codeTaken,
    )
  }
}
