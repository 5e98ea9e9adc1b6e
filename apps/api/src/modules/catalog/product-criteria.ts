import type { NumberRange, ProductSort } from '@kyanma/shared'

/** What a product list asks for, after the service has read the listing type and filters. */
export interface ProductCriteria {
  /** A category and all its descendants. */
  categoryIds?: number[]
  brandId?: number
  excludeProductId?: number
  flag?: 'flashSale' | 'recommended' | 'bestSeller'
  /** Lower-cased words that must all appear in the name (partial words match). */
  searchTerms?: string[]
  /** The terms may also be close to a word of the name (a typo): see name-match.ts. */
  fuzzySearch?: boolean
  price?: NumberRange
  potency?: NumberRange
  weightGrams?: NumberRange
  tabletCount?: NumberRange
  rating?: NumberRange
  needsPrescription?: boolean
  /** Only this customer's favourites (never cached: the answer is theirs alone). */
  favoritesOf?: number
}

export type ProductOrder = { sort: ProductSort } | { sort: 'related'; categoryId: number }
