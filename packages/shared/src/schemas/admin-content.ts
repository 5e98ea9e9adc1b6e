import { z } from 'zod'
import { BLOG_CATEGORIES } from '../constants/catalog.ts'
import { messages } from '../messages.ts'
import { adminListQuerySchema } from './admin.ts'
import { DateTimeSchema, listResponseSchema } from './common.ts'
import { AnnouncementSchema, ArticleSchema } from './content.ts'
import { burmeseVersion, text } from './text.ts'

/** Postgres `integer` columns hold amounts and limits; anything larger could never be stored. */
const MAX_INT = 2_147_483_647
const kyats = (message: string) => z.number(message).int(messages.wholeKyats).max(MAX_INT, message)
const optionalLimit = z
  .number(messages.couponLimitInvalid)
  .int(messages.couponLimitInvalid)
  .min(1, messages.couponLimitInvalid)
  .max(MAX_INT, messages.couponLimitInvalid)
  .nullable()
  .default(null)
/** An image id chosen with the back office's picker (POST /admin/media), or null for none. */
const imageId = z.number().int().min(1).max(MAX_INT).nullable().default(null)

export const COUPON_DISCOUNT_TYPES = ['PERCENT', 'FIXED'] as const

/**
 * POST and PUT /admin/coupons: a promotion's terms. The table's own checks (type, value > 0,
 * percent ≤ 100) are repeated here so staff read a message instead of a database error, plus
 * the rules the table cannot see (dates in order, limits of at least 1).
 */
export const AdminCouponInputSchema = z
  .object({
    code: text()
      .min(1, messages.couponCodeRequired)
      .max(40, messages.couponCodeInvalid)
      .regex(/^[A-Za-z0-9_-]+$/, messages.couponCodeInvalid)
      .transform((code) => code.toUpperCase()),
    description: text().max(500).default(''),
    descriptionMy: burmeseVersion(text().max(500)),
    discountType: z.enum(COUPON_DISCOUNT_TYPES),
    discountValue: kyats(messages.couponValueInvalid).min(1, messages.couponValueInvalid),
    maxDiscount: kyats(messages.couponMaxDiscountInvalid)
      .min(1, messages.couponMaxDiscountInvalid)
      .nullable()
      .default(null),
    minOrderAmount: kyats(messages.couponMinOrderInvalid)
      .min(0, messages.couponMinOrderInvalid)
      .default(0),
    startsAt: DateTimeSchema,
    endsAt: DateTimeSchema,
    usageLimit: optionalLimit,
    perCustomerLimit: optionalLimit,
    isActive: z.boolean().default(true),
  })
  .superRefine((coupon, ctx) => {
    if (coupon.discountType === 'PERCENT' && coupon.discountValue > 100)
      ctx.addIssue({
        code: 'custom',
        path: ['discountValue'],
        message: messages.couponPercentRange,
      })
    if (coupon.endsAt <= coupon.startsAt)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: messages.couponDatesOrder })
  })
export type AdminCouponInput = z.input<typeof AdminCouponInputSchema>
export type AdminCouponValues = z.output<typeof AdminCouponInputSchema>

export const AdminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  descriptionMy: z.string().nullable(),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  discountValue: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minOrderAmount: z.number().int(),
  startsAt: z.string().meta({ format: 'date-time' }),
  endsAt: z.string().meta({ format: 'date-time' }),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  isActive: z.boolean(),
  /** Orders holding the coupon now (a cancelled order's use is released). */
  timesUsed: z.number().int(),
})
export type AdminCoupon = z.infer<typeof AdminCouponSchema>
export const AdminCouponListSchema = listResponseSchema(AdminCouponSchema)
export type AdminCouponList = z.infer<typeof AdminCouponListSchema>
export const ADMIN_COUPON_SORTS = ['code', 'startsAt', 'endsAt', 'id'] as const
export const AdminCouponListQuerySchema = adminListQuerySchema(ADMIN_COUPON_SORTS, 'id')

/** POST and PUT /admin/articles. `content` is HTML: the server sanitizes it before storing. */
export const AdminArticleInputSchema = z.object({
  title: text().min(1, messages.articleTitleRequired).max(200),
  description: text().max(500).default(''),
  author: text().min(1, messages.articleAuthorRequired).max(100),
  category: z.enum(BLOG_CATEGORIES, messages.articleCategoryInvalid),
  blogDate: DateTimeSchema,
  content: text().min(1, messages.articleContentRequired).max(200_000),
  titleMy: burmeseVersion(text().max(200)),
  descriptionMy: burmeseVersion(text().max(500)),
  /** HTML, sanitized like `content`. */
  contentMy: burmeseVersion(text().max(200_000)),
  imageId,
  isPublished: z.boolean().default(true),
})
export type AdminArticleInput = z.input<typeof AdminArticleInputSchema>
export type AdminArticleValues = z.output<typeof AdminArticleInputSchema>

/** An article as staff see it: the public answer plus whether shoppers can see it. */
export const AdminArticleSchema = ArticleSchema.extend({
  titleMy: z.string().nullable(),
  descriptionMy: z.string().nullable(),
  contentMy: z.string().nullable(),
  isPublished: z.boolean(),
  createdAt: z.string().meta({ format: 'date-time' }),
})
export type AdminArticle = z.infer<typeof AdminArticleSchema>
/** The list leaves out the HTML content. */
export const AdminArticleSummarySchema = AdminArticleSchema.omit({ content: true, contentMy: true })
export type AdminArticleSummary = z.infer<typeof AdminArticleSummarySchema>
export const AdminArticleListSchema = listResponseSchema(AdminArticleSummarySchema)
export type AdminArticleList = z.infer<typeof AdminArticleListSchema>
export const ADMIN_ARTICLE_SORTS = ['blogDate', 'title', 'category', 'id'] as const
export const AdminArticleListQuerySchema = adminListQuerySchema(ADMIN_ARTICLE_SORTS, 'blogDate')

/** PUT /admin/announcements/{id}: editing changes the text and banner, and notifies nobody. */
export const AdminAnnouncementUpdateSchema = z.object({
  title: text().min(1, messages.announcementTitleRequired).max(200),
  description: text().max(2000).default(''),
  titleMy: burmeseVersion(text().max(200)),
  descriptionMy: burmeseVersion(text().max(2000)),
  bannerImageId: imageId,
})
export type AdminAnnouncementUpdate = z.input<typeof AdminAnnouncementUpdateSchema>

export const AdminAnnouncementSchema = AnnouncementSchema.extend({
  titleMy: z.string().nullable(),
  descriptionMy: z.string().nullable(),
  isPublished: z.boolean(),
})
export type AdminAnnouncement = z.infer<typeof AdminAnnouncementSchema>
export const AdminAnnouncementListSchema = listResponseSchema(AdminAnnouncementSchema)
export type AdminAnnouncementList = z.infer<typeof AdminAnnouncementListSchema>
export const ADMIN_ANNOUNCEMENT_SORTS = ['createdAt', 'title', 'id'] as const
export const AdminAnnouncementListQuerySchema = adminListQuerySchema(
  ADMIN_ANNOUNCEMENT_SORTS,
  'createdAt',
)
