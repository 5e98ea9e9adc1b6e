/** Page sizes, cut lengths and other numeric limits from spec section 9. */

export const PAGE_SIZE = {
  products: 12,
  favourites: 4,
  articles: 12,
  announcements: 12,
  orders: 10,
  notifications: 10,
  /** The spec gives none; the order list's 10 reads well on a phone. */
  pointHistory: 10,
  reviews: 10,
  adminTable: 15,
} as const

/** Largest page an API list call will serve; bigger `size` values are refused. */
export const MAX_PAGE_SIZE = 100

export const HOME_SECTION_SIZE = { products: 4, articles: 4 } as const
export const CAROUSEL_PER_SLIDE = 4
export const CAROUSEL_AUTOPLAY_MS = 2000

export const CUT_LENGTH = {
  productName: 20,
  productDescription: 500,
  articleTitle: 30,
  articleDescription: 100,
  announcementTitle: 30,
  announcementDescription: 28,
} as const

export const SEARCH_DEBOUNCE_MS = 500
/** Longest search text the API accepts; longer input is a client bug or abuse. */
export const MAX_SEARCH_LENGTH = 100

export const STAR_SCALE = { min: 0, max: 10 } as const

/** Longest review text: a few paragraphs, enough to say what helped; longer is not a review. */
export const REVIEW_MAX_LENGTH = 2000
/** Longest reason staff give for hiding a review. */
export const REVIEW_HIDE_REASON_MAX_LENGTH = 500

export const TOAST = { limit: 5, autoCloseMs: 4000, transitionMs: 250 } as const
