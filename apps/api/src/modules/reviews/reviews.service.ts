import {
  messages,
  type OwnReview,
  type ReviewCreate,
  type ReviewInput,
  type ReviewStatus,
} from '@kyanma/shared'
import type { AppContext } from '#app/app-context.ts'
import { refuseTaken } from '#app/db/unique-violation.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import type { RateLimiter } from '#app/lib/rate-limit.ts'
import { toReview } from '../catalog/catalog.mappers.ts'
import { REVIEW_LIMITS } from './review-rate-limits.ts'
import * as repo from './reviews.repository.ts'

const notBought = () => new AppError('FORBIDDEN', 403, messages.reviewNotBought)
const alreadyWritten = () => new AppError('CONFLICT', 409, messages.reviewAlreadyWritten)

/**
 * Customers review what they received: one review per product, from a customer with a delivered
 * order holding it. Every write counts the product's average again in the same transaction; the
 * cached catalogue is dropped after it (catalog-changes.ts).
 */
export class ReviewService {
  constructor(
    private readonly ctx: AppContext,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  private publicUrl = (key: string) => this.ctx.media.publicUrl(key)

  /** What the product page's form needs: may this customer review it, and their review. */
  async status(customerId: number, productId: number): Promise<ReviewStatus> {
    const [row, received] = await Promise.all([
      repo.findOwnReview(this.ctx.db, customerId, productId),
      repo.hasReceivedProduct(this.ctx.db, customerId, productId),
    ])
    if (row) return { canReview: true, reason: null, review: this.toOwnReview(row) }
    if (!received) return { canReview: false, reason: messages.reviewNotBought, review: null }
    return { canReview: true, reason: null, review: null }
  }

  async create(customerId: number, input: ReviewCreate): Promise<OwnReview> {
    await this.countWrite(customerId)
    const at = this.clock.now()
    // Two tabs posting at once: the unique rule catches the second one.
    const id = await refuseTaken(
      () =>
        this.ctx.db.transaction(async (tx) => {
          const product = await repo.lockProduct(tx, input.productId)
          if (!product?.isActive) throw AppError.notFound(messages.productNotFound)
          if (!(await repo.hasReceivedProduct(tx, customerId, input.productId))) throw notBought()
          if (await repo.findOwnReview(tx, customerId, input.productId)) throw alreadyWritten()
          const reviewId = await repo.insertReview(tx, {
            productId: input.productId,
            customerId,
            stars: input.stars,
            review: input.review,
            createdAt: at,
            updatedAt: at,
          })
          await repo.refreshProductStars(tx, input.productId)
          return reviewId
        }),
      alreadyWritten,
    )
    return this.ownReview(customerId, id)
  }

  /** The author changes the stars and text; a hidden review stays hidden. */
  async update(customerId: number, id: number, input: ReviewInput): Promise<OwnReview> {
    await this.countWrite(customerId)
    await this.ctx.db.transaction(async (tx) => {
      const row = await repo.findOwnReviewById(tx, customerId, id)
      if (!row) throw AppError.notFound(messages.reviewNotFound)
      await repo.lockProduct(tx, row.productId)
      await repo.updateReview(tx, id, {
        stars: input.stars,
        review: input.review,
        updatedAt: this.clock.now(),
      })
      await repo.refreshProductStars(tx, row.productId)
    })
    return this.ownReview(customerId, id)
  }

  async delete(customerId: number, id: number) {
    await this.ctx.db.transaction(async (tx) => {
      const row = await repo.findOwnReviewById(tx, customerId, id)
      if (!row) throw AppError.notFound(messages.reviewNotFound)
      await repo.lockProduct(tx, row.productId)
      await repo.deleteReview(tx, id)
      await repo.refreshProductStars(tx, row.productId)
    })
    return { message: messages.reviewDeleted }
  }

  private async countWrite(customerId: number) {
    await this.limiter.hit([REVIEW_LIMITS.perCustomer, String(customerId)])
  }

  private async ownReview(customerId: number, id: number) {
    const row = await repo.findOwnReviewById(this.ctx.db, customerId, id)
    if (!row) throw AppError.notFound(messages.reviewNotFound)
    return this.toOwnReview(row)
  }

  private toOwnReview(row: repo.OwnReviewRow): OwnReview {
    return {
      ...toReview(row, this.publicUrl),
      updatedAt: row.updatedAt.toISOString(),
      hidden: row.hiddenAt !== null,
    }
  }
}
