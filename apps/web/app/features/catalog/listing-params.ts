import {
  type FilterRange,
  type ListingType,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  type NumberRange,
  PAGE_SIZE,
  type ProductFilterBody,
  parseListingType,
  parseRange,
  RATING_RANGE,
  rangeToWire,
} from '@kyanma/shared'
import type { ParamChanges } from '#app/lib/search-params.ts'
import type { ProductListParams } from './api/get-products.ts'

/**
 * The product listing's state lives in its URL (spec section 2): these functions read it, write it
 * back, and turn it into the listing call. Reading never fails: a value that is not understood is
 * ignored and its default used, so an old or hand-edited link still shows a page.
 */

export const RANGE_FILTER_KEYS = [
  'pricePerUnit',
  'potency',
  'shippingWeight',
  'packageQty',
] as const
export type RangeFilterKey = (typeof RANGE_FILTER_KEYS)[number]

/** FAVORITES and RELATED have screens of their own; /products offers the other lists. */
const URL_LISTING_TYPES: readonly ListingType[] = [
  'DEFAULT',
  'CATEGORY',
  'BRAND',
  'FLASH_SALE',
  'RECOMMENDED',
  'BEST_SELLER',
  'NEW_ARRIVAL',
]

export interface RatingRange {
  min: number
  max: number
}

export interface ListingState {
  type: ListingType
  /** A category id, or the brand id when type is BRAND (decision 002). */
  referenceId?: number
  /** A brand listing narrowed to one category (referenceId already holds the brand). */
  categoryId?: number
  /** 1-based, as shoppers count. */
  page: number
  limit: number
  /** The header search's text. */
  filter?: string
  needAttachment?: boolean
  ranges: Partial<Record<RangeFilterKey, NumberRange>>
  rating?: RatingRange
}

const MAX_PAGE = 100_000

function wholeNumber(text: string | null, min: number, max: number): number | undefined {
  if (text === null || !/^\d{1,9}$/.test(text.trim())) return undefined
  const value = Number(text.trim())
  return value >= min && value <= max ? value : undefined
}

function readRating(text: string | null): RatingRange | undefined {
  const range = text === null ? undefined : parseRange(text)
  if (!range || typeof range === 'string') return undefined
  const min = range.from ?? RATING_RANGE.min
  const max = range.to ?? RATING_RANGE.max
  if (min < RATING_RANGE.min || max > RATING_RANGE.max) return undefined
  if (min === RATING_RANGE.min && max === RATING_RANGE.max) return undefined
  return { min, max }
}

function readType(text: string | null, referenceId: number | undefined): ListingType {
  const named = text ? parseListingType(text) : undefined
  const allowed = named && URL_LISTING_TYPES.includes(named) ? named : undefined
  // CATEGORY and BRAND mean nothing without their id; a bare referenceId means a category.
  if (allowed && (allowed === 'CATEGORY' || allowed === 'BRAND') && referenceId === undefined)
    return 'DEFAULT'
  return allowed ?? (referenceId === undefined ? 'DEFAULT' : 'CATEGORY')
}

export function parseListingParams(params: URLSearchParams): ListingState {
  const referenceId = wholeNumber(params.get('referenceId'), 1, 2 ** 31 - 1)
  const type = readType(params.get('type'), referenceId)
  const categoryId =
    type === 'BRAND' ? wholeNumber(params.get('categoryId'), 1, 2 ** 31 - 1) : undefined
  const filter = params.get('filter')?.trim().slice(0, MAX_SEARCH_LENGTH).trim()
  const needAttachment = params.get('needAttachment')
  const ranges: ListingState['ranges'] = {}
  for (const key of RANGE_FILTER_KEYS) {
    const text = params.get(key)
    const range = text === null ? undefined : parseRange(text)
    if (range && typeof range !== 'string') ranges[key] = range
  }
  const rating = readRating(params.get('rating'))
  return {
    type,
    ...(referenceId !== undefined && { referenceId }),
    ...(categoryId !== undefined && { categoryId }),
    page: wholeNumber(params.get('page'), 1, MAX_PAGE) ?? 1,
    limit: wholeNumber(params.get('limit'), 1, MAX_PAGE_SIZE) ?? PAGE_SIZE.products,
    ...(filter && { filter }),
    ...(needAttachment === 'true' && { needAttachment: true }),
    ...(needAttachment === 'false' && { needAttachment: false }),
    ranges,
    ...(rating && { rating }),
  }
}

/** The query text of a listing URL; commas stay readable ("pricePerUnit=10000,30000"). */
export function toQueryString(params: URLSearchParams): string {
  return params.toString().replace(/%2C/gi, ',')
}

/** A range in the URL's "from,to" form; an open end stays empty. */
export function rangeParam(range: NumberRange): string {
  return `${range.from ?? ''},${range.to ?? ''}`
}

/** The URL of a state, defaults left out, in a fixed order so equal states give equal links. */
export function serializeListingState(state: ListingState): URLSearchParams {
  const params = new URLSearchParams()
  const impliedType = state.referenceId === undefined ? 'DEFAULT' : 'CATEGORY'
  if (state.type !== impliedType) params.set('type', state.type)
  if (state.referenceId !== undefined) params.set('referenceId', String(state.referenceId))
  if (state.categoryId !== undefined) params.set('categoryId', String(state.categoryId))
  if (state.filter) params.set('filter', state.filter)
  for (const key of RANGE_FILTER_KEYS) {
    const range = state.ranges[key]
    if (range) params.set(key, rangeParam(range))
  }
  if (state.rating) params.set('rating', `${state.rating.min},${state.rating.max}`)
  if (state.needAttachment !== undefined) params.set('needAttachment', String(state.needAttachment))
  if (state.page > 1) params.set('page', String(state.page))
  if (state.limit !== PAGE_SIZE.products) params.set('limit', String(state.limit))
  return params
}

/** The listing call for a state: zero-based page, ranges split into { from, to } (spec 5). */
export function toProductListParams(state: ListingState): ProductListParams {
  const filters: Partial<NonNullable<ProductFilterBody>> = {}
  if (state.filter) filters.filter = state.filter
  for (const key of RANGE_FILTER_KEYS) {
    const range = state.ranges[key]
    if (range) filters[key] = range
  }
  if (state.rating) filters.rating = { from: state.rating.min, to: state.rating.max }
  if (state.needAttachment !== undefined) filters.needAttachment = state.needAttachment
  if (state.categoryId !== undefined) filters.categoryId = state.categoryId
  return {
    type: state.type,
    page: state.page - 1,
    size: state.limit,
    ...(state.referenceId !== undefined && { referenceId: state.referenceId }),
    // The body schema's output lists every field; the call sends only the chosen ones.
    filters: filters as ProductFilterBody,
  }
}

/** How many of the panel's filters are chosen (category, brand and search are not filters). */
export function activeFilterCount(state: ListingState): number {
  return (
    Object.keys(state.ranges).length +
    (state.rating ? 1 : 0) +
    (state.needAttachment !== undefined ? 1 : 0)
  )
}

/** The category the shopper chose: on a brand listing it narrows the brand. */
export function chosenCategoryId(state: ListingState): number | undefined {
  return state.type === 'BRAND' ? state.categoryId : state.referenceId
}

const sameRange = (a: NumberRange | undefined, b: FilterRange) =>
  a !== undefined && a.from === b.from && a.to === b.to

export function isRangeChosen(state: ListingState, key: RangeFilterKey, range: FilterRange) {
  return sameRange(state.ranges[key], range)
}

// The changes below go through changeSearchParams: page back to 1, empty values dropped.

/** Choosing the chosen range again removes it. */
export function rangeChange(state: ListingState, key: RangeFilterKey, range: FilterRange) {
  return { [key]: isRangeChosen(state, key, range) ? null : rangeToWire(range) } as ParamChanges
}

/** The whole 0-10 scale is no filter, so it is not written. */
export function ratingChange(rating: RatingRange): ParamChanges {
  const whole = rating.min === RATING_RANGE.min && rating.max === RATING_RANGE.max
  return { rating: whole ? null : `${rating.min},${rating.max}` }
}

/** 'Both' (undefined) removes the filter; Required and Not Required write true and false. */
export function prescriptionChange(value: boolean | undefined): ParamChanges {
  return { needAttachment: value === undefined ? null : String(value) }
}

/** A category, or undefined for all of them; a brand listing keeps its brand. */
export function categoryChange(state: ListingState, categoryId: number | undefined): ParamChanges {
  if (state.type === 'BRAND') return { categoryId: categoryId ?? null }
  // type=CATEGORY is implied by referenceId and meaningless without it.
  return { referenceId: categoryId ?? null, ...(state.type === 'CATEGORY' && { type: null }) }
}

/** 'Clear all': every filter of the panel goes; category, brand, search and page size stay. */
export function clearFiltersChange(): ParamChanges {
  const changes: ParamChanges = { rating: null, needAttachment: null }
  for (const key of RANGE_FILTER_KEYS) changes[key] = null
  return changes
}
