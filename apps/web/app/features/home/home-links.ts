import { CATEGORY_IDS } from '@kyanma/shared'
import { hrefs, paths } from '#app/config/paths.ts'
import type { home } from '#app/locales/en/home.ts'

type TileKey = Exclude<keyof typeof home.tiles, 'label'>
type TabKey = Exclude<keyof typeof home.tabs, 'choose' | 'label'>

/**
 * The home page's category tiles (spec section 2, Home). Brands has a page of its own
 * (decision 006): the spec's id 6 is Supplements.
 */
export const CATEGORY_TILES: readonly { key: TileKey; href: string; categoryId?: number }[] = [
  { key: 'brands', href: paths.brands },
  {
    key: 'skincare',
    href: hrefs.category(CATEGORY_IDS.skincare),
    categoryId: CATEGORY_IDS.skincare,
  },
  { key: 'grocery', href: hrefs.category(CATEGORY_IDS.grocery), categoryId: CATEGORY_IDS.grocery },
  { key: 'books', href: hrefs.category(CATEGORY_IDS.book), categoryId: CATEGORY_IDS.book },
  {
    key: 'medicine',
    href: hrefs.category(CATEGORY_IDS.medicine),
    categoryId: CATEGORY_IDS.medicine,
  },
]

/** The category tabs of Recommended and Best Sellers, in the spec's order ("Beauty" is 126). */
export const SECTION_TABS: readonly { key: TabKey; href: string }[] = [
  { key: 'supplements', href: hrefs.category(CATEGORY_IDS.supplements) },
  { key: 'beauty', href: hrefs.category(CATEGORY_IDS.cosmetic) },
  { key: 'grocery', href: hrefs.category(CATEGORY_IDS.grocery) },
  { key: 'book', href: hrefs.category(CATEGORY_IDS.book) },
  { key: 'medicine', href: hrefs.category(CATEGORY_IDS.medicine) },
]

/** Category pictures the main banner shows beside its text on wide screens. */
export const BANNER_PICTURE_CATEGORIES = [
  CATEGORY_IDS.supplements,
  CATEGORY_IDS.skincare,
  CATEGORY_IDS.medicine,
] as const
