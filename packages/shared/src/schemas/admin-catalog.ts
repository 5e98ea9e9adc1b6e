import { z } from 'zod'
import { POTENCY_UNITS, UNIT_FORMS } from '../constants/catalog.ts'
import { messages } from '../messages.ts'
import { adminListQuerySchema } from './admin.ts'
import { IdSchema, ImageSchema, listResponseSchema } from './common.ts'
import { OptionalBooleanFilterSchema } from './range-filter.ts'
import { burmeseVersion, exactText, nameText, text } from './text.ts'

/** The most pictures one product may show (the product page's gallery). */
export const PRODUCT_IMAGES_MAX = 8

const kyats = z
  .number(messages.priceWholeNumber)
  .int(messages.priceWholeNumber)
  .min(0, messages.priceWholeNumber)
  .max(2_000_000_000, messages.priceWholeNumber)
const recordId = z.number().int().min(1).max(2_147_483_647)

/**
 * POST /admin/products and PUT /admin/products/{id}: everything staff edit on a product. The
 * server makes the slug, keeps products.retailPrice from the price (a trigger) and sanitizes the
 * description; the image ids are pictures uploaded first at POST /admin/media, in display order.
 */
export const AdminProductInputSchema = z
  .object({
    name: nameText().min(1, messages.productNameRequired).max(200),
    description: exactText().max(50_000).default(''),
    categoryId: z
      .number(messages.productCategoryRequired)
      .int()
      .min(1, messages.productCategoryRequired)
      .max(2_147_483_647),
    brandId: recordId.nullable().default(null),
    price: kyats,
    originalPrice: kyats.nullable().default(null),
    stock: z
      .number(messages.stockWholeNumber)
      .int(messages.stockWholeNumber)
      .min(0, messages.stockWholeNumber)
      .max(2_000_000_000, messages.stockWholeNumber),
    potency: z.number().positive().max(1_000_000).nullable().default(null),
    potencyUnit: z.enum(POTENCY_UNITS).nullable().default(null),
    tabletCount: z.number().int().min(1).max(100_000).nullable().default(null),
    unitForm: z.enum(UNIT_FORMS).nullable().default(null),
    shippingWeightGrams: z.number().int().min(0).max(1_000_000).default(0),
    needsPrescription: z.boolean().default(false),
    nearestExpiredDate: z.iso.date().nullable().default(null),
    isFlashSale: z.boolean().default(false),
    isRecommended: z.boolean().default(false),
    isBestSeller: z.boolean().default(false),
    featuredRank: z.number().int().min(0).max(1_000_000).default(0),
    isActive: z.boolean().default(true),
    imageIds: z
      .array(recordId)
      .min(1, messages.productImagesRequired)
      .max(
        PRODUCT_IMAGES_MAX,
        messages.productImagesTooMany.replace('{max}', String(PRODUCT_IMAGES_MAX)),
      )
      .refine((ids) => new Set(ids).size === ids.length, messages.productImagesRepeated),
  })
  .refine((input) => input.originalPrice === null || input.originalPrice >= input.price, {
    message: messages.originalBelowPrice,
    path: ['originalPrice'],
  })
  .refine((input) => (input.potency === null) === (input.potencyUnit === null), {
    message: 'give both the potency and its unit, or neither',
    path: ['potencyUnit'],
  })
export type AdminProductInput = z.input<typeof AdminProductInputSchema>
export type AdminProductValues = z.output<typeof AdminProductInputSchema>
/**
 * What POST and PUT /admin/products take: the fields above and the Burmese versions (decision
 * 039). Kept apart so forms built on AdminProductValues' fields alone still type-check.
 */
export const AdminProductBodySchema = AdminProductInputSchema.safeExtend({
  nameMy: burmeseVersion(nameText().max(200)),
  descriptionMy: burmeseVersion(text().max(50_000)),
})
export type AdminProductBody = z.input<typeof AdminProductBodySchema>
export type AdminProductBodyValues = z.output<typeof AdminProductBodySchema>

/** GET /admin/products/{id}: every editable field, with the pictures themselves. */
export const AdminProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** The Burmese versions; null when not written (shoppers read the English ones). */
  nameMy: z.string().nullable(),
  descriptionMy: z.string().nullable(),
  categoryId: z.number().int(),
  brandId: z.number().int().nullable(),
  price: z.number().int(),
  originalPrice: z.number().int().nullable(),
  stock: z.number().int(),
  potency: z.number().nullable(),
  potencyUnit: z.enum(POTENCY_UNITS).nullable(),
  tabletCount: z.number().int().nullable(),
  unitForm: z.enum(UNIT_FORMS).nullable(),
  shippingWeightGrams: z.number().int(),
  needsPrescription: z.boolean(),
  nearestExpiredDate: z.string().nullable(),
  isFlashSale: z.boolean(),
  isRecommended: z.boolean(),
  isBestSeller: z.boolean(),
  featuredRank: z.number().int(),
  isActive: z.boolean(),
  images: z.array(ImageSchema),
  soldCount: z.number().int(),
  createdAt: z.string().meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
})
export type AdminProduct = z.infer<typeof AdminProductSchema>

export const ADMIN_PRODUCT_SORTS = [
  'name',
  'retailPrice',
  'stock',
  'createdAt',
  'soldCount',
] as const

/** GET /admin/products: the generic table's query plus category, brand and active filters. */
export const AdminProductListQuerySchema = adminListQuerySchema(
  ADMIN_PRODUCT_SORTS,
  'createdAt',
  'desc',
).extend({
  categoryId: IdSchema.optional(),
  brandId: IdSchema.optional(),
  active: OptionalBooleanFilterSchema,
})

/**
 * A category or brand as the back office names it: the English name and the Burmese one (null
 * when not written), so a page shows the one of its language (decision 039).
 */
export const AdminNamedRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameMy: z.string().nullable(),
})
export type AdminNamedRef = z.infer<typeof AdminNamedRefSchema>

export const AdminProductRowSchema = z.object({
  id: z.number().int(),
  thumbnail: z.string().nullable().meta({ description: 'URL of the first picture, small size' }),
  name: z.string(),
  nameMy: z.string().nullable(),
  category: AdminNamedRefSchema,
  brand: AdminNamedRefSchema.nullable(),
  price: z.number().int(),
  originalPrice: z.number().int().nullable(),
  stock: z.number().int(),
  soldCount: z.number().int(),
  isFlashSale: z.boolean(),
  isRecommended: z.boolean(),
  isBestSeller: z.boolean(),
  featuredRank: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string().meta({ format: 'date-time' }),
})
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>
export const AdminProductListSchema = listResponseSchema(AdminProductRowSchema)

/** POST /admin/categories and PUT /admin/categories/{id}. */
export const AdminCategoryInputSchema = z.object({
  name: nameText().min(1, messages.categoryNameRequired).max(120),
  parentId: recordId.nullable().default(null),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  imageId: recordId.nullable().default(null),
  isActive: z.boolean().default(true),
})
export type AdminCategoryInput = z.input<typeof AdminCategoryInputSchema>
/**
 * What POST and PUT /admin/categories take: the fields above and the Burmese name (decision
 * 039). Kept apart so forms built on AdminCategoryInput's fields alone still type-check.
 */
export const AdminCategoryBodySchema = AdminCategoryInputSchema.extend({
  nameMy: burmeseVersion(nameText().max(120)),
})
export type AdminCategoryBody = z.input<typeof AdminCategoryBodySchema>

export const AdminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameMy: z.string().nullable(),
  slug: z.string(),
  parent: AdminNamedRefSchema.nullable(),
  sortOrder: z.number().int(),
  image: ImageSchema.nullable(),
  isActive: z.boolean(),
  productCount: z.number().int().meta({ description: 'Products filed directly under it' }),
})
export type AdminCategory = z.infer<typeof AdminCategorySchema>
export const AdminCategoryListSchema = listResponseSchema(AdminCategorySchema)
export const AdminCategoryListQuerySchema = adminListQuerySchema(
  ['name', 'sortOrder', 'id'],
  'sortOrder',
  'asc',
)

/** POST /admin/brands and PUT /admin/brands/{id}. */
export const AdminBrandInputSchema = z.object({
  name: nameText().min(1, messages.brandNameRequired).max(120),
  /** Only for brands known by a Burmese name; the others read the English one. */
  nameMy: burmeseVersion(nameText().max(120)),
  description: text().max(5000).default(''),
  descriptionMy: burmeseVersion(text().max(5000)),
  country: text()
    .max(80)
    .nullable()
    .default(null)
    .transform((value) => value || null),
  logoId: recordId.nullable().default(null),
  isActive: z.boolean().default(true),
})
export type AdminBrandInput = z.input<typeof AdminBrandInputSchema>

export const AdminBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameMy: z.string().nullable(),
  slug: z.string(),
  description: z.string(),
  descriptionMy: z.string().nullable(),
  country: z.string().nullable(),
  logo: ImageSchema.nullable(),
  isActive: z.boolean(),
  productCount: z.number().int(),
})
export type AdminBrand = z.infer<typeof AdminBrandSchema>
export const AdminBrandListSchema = listResponseSchema(AdminBrandSchema)
export const AdminBrandListQuerySchema = adminListQuerySchema(['name', 'id'], 'name', 'asc')

/**
 * GET /admin/catalog/options: every category and brand by name, for the product form's and the
 * filters' pickers (a shop has a few hundred at most; inactive ones are marked, not hidden).
 */
export const AdminCatalogOptionsSchema = z.object({
  categories: z.array(
    AdminNamedRefSchema.extend({
      parentId: z.number().int().nullable(),
      isActive: z.boolean(),
    }),
  ),
  brands: z.array(AdminNamedRefSchema.extend({ isActive: z.boolean() })),
})
export type AdminCatalogOptions = z.infer<typeof AdminCatalogOptionsSchema>
