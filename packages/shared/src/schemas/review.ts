import { z } from 'zod'
import {
  REVIEW_HIDE_REASON_MAX_LENGTH,
  REVIEW_MAX_LENGTH,
  STAR_SCALE,
} from '../constants/limits.ts'
import { messages } from '../messages.ts'
import { adminListQuerySchema } from './admin.ts'
import { IdSchema, listResponseSchema } from './common.ts'
import { ReviewSchema } from './product.ts'
import { text } from './text.ts'

/**
 * The review's text: plain text (the page shows it as text, never as HTML), through the shared
 * request text type (no NUL or half characters, trimmed), required and limited.
 */
export const ReviewTextSchema = text(messages.reviewRequired)
  .min(1, messages.reviewRequired)
  .max(REVIEW_MAX_LENGTH, messages.reviewTooLong.replace('{max}', String(REVIEW_MAX_LENGTH)))

const StarsSchema = z
  .number(messages.reviewStarsInvalid)
  .int(messages.reviewStarsInvalid)
  .min(STAR_SCALE.min, messages.reviewStarsInvalid)
  .max(STAR_SCALE.max, messages.reviewStarsInvalid)

/** PUT /customers/me/reviews/{id}: the author changes the stars and the text. */
export const ReviewInputSchema = z.strictObject({ stars: StarsSchema, review: ReviewTextSchema })
export type ReviewInput = z.input<typeof ReviewInputSchema>

/** POST /customers/me/reviews: a customer reviews a product they received. */
export const ReviewCreateSchema = ReviewInputSchema.extend({
  productId: z.number().int().min(1).max(2_147_483_647),
})
export type ReviewCreate = z.input<typeof ReviewCreateSchema>

export const ProductIdParamsSchema = z.object({ productId: IdSchema })

/** The signed-in customer's own review, as the product page's form edits it. */
export const OwnReviewSchema = ReviewSchema.extend({
  updatedAt: z.string().meta({ format: 'date-time' }),
  /** Staff hid it: only its author sees it, and it does not count in the average. */
  hidden: z.boolean(),
})
export type OwnReview = z.infer<typeof OwnReviewSchema>

/**
 * GET /customers/me/products/{productId}/review: may this customer review the product, and
 * their review if they wrote one. `reason` says why not when `canReview` is false.
 */
export const ReviewStatusSchema = z.object({
  canReview: z.boolean(),
  reason: z.string().nullable(),
  review: OwnReviewSchema.nullable(),
})
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>

/** GET /admin/reviews: newest first; search in the text, product and customer name. */
export const AdminReviewListQuerySchema = adminListQuerySchema(
  ['createdAt', 'stars'],
  'createdAt',
).extend({
  status: z.enum(['all', 'visible', 'hidden']).default('all'),
  productId: IdSchema.optional(),
})

export const AdminReviewSchema = z.object({
  id: z.number().int(),
  stars: z.number().int(),
  review: z.string(),
  createdAt: z.string().meta({ format: 'date-time' }),
  product: z.object({ id: z.number().int(), name: z.string() }),
  customer: z.object({ id: z.number().int(), displayName: z.string() }),
  hiddenAt: z.string().meta({ format: 'date-time' }).nullable(),
  hiddenReason: z.string().nullable(),
  /** The display name of who hid it. */
  hiddenBy: z.string().nullable(),
})
export type AdminReview = z.infer<typeof AdminReviewSchema>
export const AdminReviewListSchema = listResponseSchema(AdminReviewSchema)

/** PUT /admin/reviews/{id}/hidden: why staff hide it (kept, and in the audit log). */
export const ReviewHideSchema = z.strictObject({
  reason: text(messages.reasonRequired)
    .min(1, messages.reasonRequired)
    .max(REVIEW_HIDE_REASON_MAX_LENGTH),
})
export type ReviewHide = z.input<typeof ReviewHideSchema>
