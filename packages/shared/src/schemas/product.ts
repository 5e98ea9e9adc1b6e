import { z } from 'zod'
import { CUSTOMER_TYPES, POTENCY_UNITS, PRODUCT_SORTS, UNIT_FORMS } from '../constants/catalog.ts'
import { PAGE_SIZE } from '../constants/limits.ts'
import { messages } from '../messages.ts'
import {
  EnglishFieldsSchema,
  IdSchema,
  ImageSchema,
  listResponseSchema,
  pagedQuerySchema,
} from './common.ts'
import { OptionalBooleanFilterSchema, RangeFilterSchema } from './range-filter.ts'
import { searchText } from './text.ts'

export const ProductPricingSchema = z.object({
  customerType: z.enum(CUSTOMER_TYPES),
  pricePerUnit: z.number().int().meta({ description: 'Price in kyats' }),
  originalPricePerUnit: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The price before a sale, when the product is on sale' }),
})
export type ProductPricing = z.infer<typeof ProductPricingSchema>

export const NamedRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  englishFields: EnglishFieldsSchema,
})

export const ProductSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  images: z.array(ImageSchema).meta({ description: 'Lists carry the first image only' }),
  productPricings: z.array(ProductPricingSchema),
  brand: NamedRefSchema.nullable(),
  category: NamedRefSchema,
  avgStars: z.number().meta({ description: 'Average review stars, 0 to 10' }),
  totalReviews: z.number().int(),
  potency: z.number().nullable(),
  potencyUnit: z.enum(POTENCY_UNITS).nullable(),
  tabletCount: z.number().int().nullable().meta({ description: 'Units in one pack' }),
  packageQty: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'Same as tabletCount; the name the filters use' }),
  unitForm: z.enum(UNIT_FORMS).nullable(),
  shippingWeight: z.number().meta({ description: 'Kilograms' }),
  needAttachment: z.boolean().meta({ description: 'Prescription needed to order' }),
  inStock: z.boolean(),
  isFlashSale: z.boolean(),
  isFavorite: z.boolean(),
  englishFields: EnglishFieldsSchema,
})
export type ProductSummary = z.infer<typeof ProductSummarySchema>

export const SupplementFactRowSchema = z.object({
  nutrient: z.string(),
  amount: z.number(),
  unit: z.string().meta({ description: 'g, mg, mcg, IU, kcal ...' }),
  dailyValue: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'Percent of the adult Daily Value; null where none is established' }),
})
export type SupplementFactRow = z.infer<typeof SupplementFactRowSchema>

/** The label panel of a supplement: what one serving holds. */
export const SupplementFactsSchema = z.object({
  servingSize: z.string().meta({ description: 'e.g. "1 tablet", "1 scoop (32 g)"' }),
  servingsPerContainer: z.number().int().nullable(),
  rows: z.array(SupplementFactRowSchema),
  otherIngredients: z.string().nullable(),
})
export type SupplementFacts = z.infer<typeof SupplementFactsSchema>

export const ProductSchema = ProductSummarySchema.extend({
  description: z.string().meta({ description: 'HTML, sanitized' }),
  images: z.array(ImageSchema),
  nearestExpiredDate: z.string().nullable().meta({ description: 'YYYY-MM-DD' }),
  stock: z.number().int(),
  brand: NamedRefSchema.extend({ slug: z.string() }).nullable(),
  category: NamedRefSchema.extend({ parentId: z.number().int().nullable() }),
  createdAt: z.string(),
  supplementFacts: SupplementFactsSchema.nullable().meta({
    description: 'The Supplement Facts panel; null for products that are not supplements',
  }),
})
export type Product = z.infer<typeof ProductSchema>

export const ProductListSchema = listResponseSchema(ProductSummarySchema)

export const ProductListQuerySchema = pagedQuerySchema(PAGE_SIZE.products).extend({
  referenceId: IdSchema.optional().meta({
    description:
      'CATEGORY: category id (sub-categories included); BRAND: brand id; RELATED: the product to relate to',
  }),
  filter: searchText().optional(),
  search: searchText().optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
})

const optionalSearch = searchText().nullish()

/** The listing call's body: filters only; unknown fields are refused so typos do not pass silently. */
export const ProductFilterBodySchema = z
  .strictObject(
    {
      search: optionalSearch,
      filter: optionalSearch,
      pricePerUnit: RangeFilterSchema,
      potency: RangeFilterSchema,
      shippingWeight: RangeFilterSchema,
      packageQty: RangeFilterSchema,
      tabletCount: RangeFilterSchema,
      rating: RangeFilterSchema,
      avgStars: RangeFilterSchema,
      needAttachment: OptionalBooleanFilterSchema,
      prescription: OptionalBooleanFilterSchema,
      brandId: IdSchema.optional(),
      categoryId: IdSchema.optional(),
      sort: z.enum(PRODUCT_SORTS).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? { message: messages.unknownFilterField } : undefined,
    },
  )
  .nullable()
  .optional()
export type ProductFilterBody = z.output<typeof ProductFilterBodySchema>

export const ReviewSchema = z.object({
  id: z.number().int(),
  stars: z.number().int(),
  review: z.string(),
  createdAt: z.string(),
  customer: z.object({
    id: z.number().int(),
    user: z.object({
      displayName: z.string(),
      profileImage: ImageSchema.nullable(),
    }),
  }),
})
export type Review = z.infer<typeof ReviewSchema>
export const ReviewListSchema = listResponseSchema(ReviewSchema)
