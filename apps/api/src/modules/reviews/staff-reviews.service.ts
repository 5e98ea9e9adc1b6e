import {
  type AdminReview,
  type AdminReviewListQuerySchema,
  messages,
  type ReviewHide,
} from '@kyanma/shared'
import type { z } from 'zod'
import type { AppContext } from '#app/app-context.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import { recordStaffAction } from '../admin/audit-log.ts'
import { lockProduct, refreshProductStars } from './reviews.repository.ts'
import * as repo from './staff-reviews.repository.ts'

/**
 * Staff read every review and hide the ones a shop cannot show (abuse, personal data, another
 * product), with the reason; a hidden review leaves the public list and the product's average.
 */
export class StaffReviewService {
  constructor(
    private readonly ctx: AppContext,
    private readonly clock: Clock,
  ) {}

  async list(query: z.output<typeof AdminReviewListQuerySchema>) {
    const { rows, total } = await repo.findReviews(this.ctx.db, query)
    return { data: rows.map(toAdminReview), total, pageSize: query.size }
  }

  hide(id: number, input: ReviewHide, staffUserId: number) {
    const hidden = { at: this.clock.now(), reason: input.reason, by: staffUserId }
    return this.change(id, staffUserId, hidden)
  }

  unhide(id: number, staffUserId: number) {
    return this.change(id, staffUserId, null)
  }

  /** Hides or shows again, counts the average again, and writes the audit log, in one go. */
  private async change(
    id: number,
    staffUserId: number,
    hidden: { at: Date; reason: string; by: number } | null,
  ) {
    const at = this.clock.now()
    await this.ctx.db.transaction(async (tx) => {
      const before = await this.lock(tx, id)
      if (hidden === null && before.hiddenAt === null) return
      await repo.setReviewHidden(tx, id, hidden)
      await refreshProductStars(tx, before.productId)
      await recordStaffAction(tx, {
        staffUserId,
        action: hidden ? 'review.hidden' : 'review.shown',
        entity: 'review',
        entityId: id,
        before: { hiddenAt: before.hiddenAt?.toISOString() ?? null, reason: before.hiddenReason },
        after: { hiddenAt: hidden?.at.toISOString() ?? null, reason: hidden?.reason ?? null },
        at,
      })
    })
    return { message: hidden ? messages.reviewHidden : messages.reviewShown }
  }

  /** The product first, then the review: the same order as a customer's edit takes them. */
  private async lock(tx: DbExecutor, id: number) {
    const productId = await repo.findReviewProductId(tx, id)
    if (productId === undefined) throw AppError.notFound(messages.reviewNotFound)
    await lockProduct(tx, productId)
    const row = await repo.lockReview(tx, id)
    if (!row) throw AppError.notFound(messages.reviewNotFound)
    return row
  }
}

function toAdminReview(row: repo.AdminReviewRow): AdminReview {
  return {
    id: row.id,
    stars: row.stars,
    review: row.review,
    createdAt: row.createdAt.toISOString(),
    product: { id: row.productId, name: row.productName },
    customer: { id: row.customerId, displayName: row.customerName },
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    hiddenReason: row.hiddenReason,
    hiddenBy: row.hiddenBy,
  }
}
