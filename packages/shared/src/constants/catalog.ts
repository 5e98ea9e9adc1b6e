/** Catalogue facts shared by the API, the seed and the web app (spec sections 2, 3 and 9). */

/** The category that holds the main categories (the footer's "parent id 2"). */
export const PRIMARY_CATEGORY_PARENT_ID = 2

export const CATEGORY_IDS = {
  supplements: 6,
  book: 70,
  medicalSupplies: 81,
  skincare: 117,
  cosmetic: 126,
  grocery: 131,
  medicine: 171,
} as const

export const LISTING_TYPES = [
  'DEFAULT',
  'BEST_SELLER',
  'FLASH_SALE',
  'RELATED',
  'BRAND',
  'CATEGORY',
  'NEW_ARRIVAL',
  'FAVORITES',
  'RECOMMENDED',
] as const
export type ListingType = (typeof LISTING_TYPES)[number]

/** Accepts the spec's upper-case names and their lower-case aliases (`default`, `related` ...). */
export function parseListingType(raw: string): ListingType | undefined {
  const upper = raw.toUpperCase()
  return (LISTING_TYPES as readonly string[]).includes(upper) ? (upper as ListingType) : undefined
}

export const CUSTOMER_TYPES = ['RETAIL_SALE', 'WHOLESALE', 'MEMBER'] as const
export type CustomerType = (typeof CUSTOMER_TYPES)[number]
/** The pricing shown to shoppers and charged at checkout. */
export const DISPLAY_CUSTOMER_TYPE: CustomerType = 'RETAIL_SALE'

/** How many days after it is added a product still counts as a new arrival. */
export const NEW_ARRIVAL_DAYS = 60

export const UNIT_FORMS = [
  'tablets',
  'capsules',
  'softgels',
  'gummies',
  'sachets',
  'ml',
  'g',
  'pieces',
  'pages',
] as const
export type UnitForm = (typeof UNIT_FORMS)[number]

export const POTENCY_UNITS = ['mg', 'mcg', 'iu'] as const
export type PotencyUnit = (typeof POTENCY_UNITS)[number]

export const PRODUCT_SORTS = [
  'featured',
  'newest',
  'price_asc',
  'price_desc',
  'rating',
  'best_selling',
  'name',
] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

export const BLOG_CATEGORIES = [
  'General Knowledge',
  'Seasonal Health',
  'Supplements',
  'Medicine Knowledge',
  'Nutrition',
  'News',
] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]
/** The list's first entry, meaning no category filter. */
export const BLOG_CATEGORY_ALL = 'All'

export const SEARCH_GROUP_TITLES = ['Products', 'News', 'Brands', 'Categories'] as const
export type SearchGroupTitle = (typeof SEARCH_GROUP_TITLES)[number]
