import { describe, expect, it } from 'vitest'
import { announcements as enAnnouncements } from '../en/announcements.ts'
import { articles as enArticles } from '../en/articles.ts'
import { favorites as enFavorites } from '../en/favorites.ts'
import { filters as enFilters } from '../en/filters.ts'
import { home as enHome } from '../en/home.ts'
import { en } from '../en/index.ts'
import { listing as enListing } from '../en/listing.ts'
import { notifications as enNotifications } from '../en/notifications.ts'
import { productDetail as enProductDetail } from '../en/product.ts'
import { productInfo as enProductInfo } from '../en/product-info.ts'
import { regionFields as enRegionFields } from '../en/region-fields.ts'
import { search as enSearch } from '../en/search.ts'
import { social as enSocial } from '../en/social.ts'
import { announcements } from './announcements.ts'
import { articles } from './articles.ts'
import { favorites } from './favorites.ts'
import { filters } from './filters.ts'
import { home } from './home.ts'
import { en as my } from './index.ts'
import { listing } from './listing.ts'
import { notifications } from './notifications.ts'
import { productDetail } from './product.ts'
import { productInfo } from './product-info.ts'
import { regionFields } from './region-fields.ts'
import { search } from './search.ts'
import { social } from './social.ts'

/** Each Burmese texts object of the shop, beside the English one it translates. */
const SHOP_TEXTS: Record<string, [burmese: object, english: object]> = {
  index: [my, en],
  home: [home, enHome],
  listing: [listing, enListing],
  filters: [filters, enFilters],
  productDetail: [productDetail, enProductDetail],
  productInfo: [productInfo, enProductInfo],
  search: [search, enSearch],
  favorites: [favorites, enFavorites],
  social: [social, enSocial],
  regionFields: [regionFields, enRegionFields],
  announcements: [announcements, enAnnouncements],
  articles: [articles, enArticles],
  notifications: [notifications, enNotifications],
}

/**
 * Arguments every text function is called with, each branch once. String arguments are what the
 * caller passes (names in Latin letters, numbers already in Myanmar digits), so any Burmese in the
 * result comes from the template. A function missing here fails the test, so none goes unchecked.
 */
const SAMPLES: Record<string, unknown[][]> = {
  'index.header.notifications': [[0], [1], [12]],
  'index.languageSwitch.switchTo': [['English']],
  'index.footer.copyright': [[2026]],
  'home.banners.delivery.text': [['၅၀,၀၀၀ ကျပ်']],
  'home.tabs.label': [['Supplements']],
  'listing.found': [[1], [1250]],
  'listing.filters.open': [[0], [3]],
  'filters.show': [[undefined], [1], [1250]],
  'filters.ranges.pricePerUnit': [[{ from: 10_000, to: 30_000 }], [{ from: 100_000 }]],
  'filters.ranges.potency': [[{ from: 500, to: 1000 }], [{ from: 1000 }]],
  'filters.ranges.shippingWeight': [[{ from: 0.05, to: 0.1 }], [{ from: 0.3 }]],
  'filters.ranges.packageQty': [[{ from: 1, to: 50 }], [{ from: 500 }]],
  'listing.pager.page': [[12]],
  'listing.meta.description': [['Blackmores']],
  'listing.meta.searchTitle': [['vitamin C']],
  'listing.brandsPage.productCount': [[1], [12]],
  'productDetail.rating.label': [['၈.၅']],
  'productDetail.rating.value': [['၈.၅']],
  'productDetail.rating.reviews': [[1], [1250]],
  'productDetail.gallery.show': [[2, 5]],
  'productInfo.reviews.starLabel': [[1], [4]],
  'productInfo.reviews.edited': [['၂၀၂၅ မတ် ၁']],
  'search.quoted': [['Panadol']],
  'search.found': [['၁၂']],
  'search.noResults': [['Panadol']],
  'favorites.noMatch': [['Panadol']],
  'favorites.page': [[2, 5]],
  'announcements.pager.page': [[3]],
  'articles.emptyCategory': [['Nutrition']],
  'articles.by': [['Dr. Aung']],
  'articles.pager.page': [[3]],
  'articles.meta.searchTitle': [['sleep']],
  'articles.meta.categoryTitle': [['Nutrition']],
  'notifications.delete': [['Order shipped']],
}

/** Texts that rightly have no Burmese letter, each with its reason. */
const LATIN_ONLY: Record<string, string> = {
  'index.shopName': 'the shop name Kyanma stays in Latin letters',
  'index.footer.appStore.big': "Apple's store name, as on its Burmese badge",
  'index.footer.googlePlay.big': "Google's store name, as on its Burmese badge",
  'index.languageSwitch.names.en': 'each language is named in its own script on the switch',
  'index.unitForms.ml': 'millilitres, written in Latin letters as on every pack',
  'index.unitForms.g': 'grams, written in Latin letters as on every pack',
  'search.quoted': 'only puts quotes around what the reader typed',
  'productDetail.rating.value': 'a score, "၈.၅ / ၁၀", is digits only',
  'filters.ranges.potency':
    'a range, "၅၀၀ - ၁၀၀၀ mg", in the unit pharmacies write in Latin letters',
}

/** Burmese letters, vowel signs and tones; Myanmar digits and ၊ ။ alone do not count. */
const BURMESE_LETTER = /[\u1000-\u103F\u104C-\u104F]/
/**
 * Burmese written in Unicode uses U+1000-U+104F only. Zawgyi puts its stacked consonants and
 * ligatures at U+1060-U+1097 (Shan, Mon and Karen letters in Unicode) and types the vowel ေ
 * before the consonant, so a word starting with ေ is Zawgyi.
 */
const ZAWGYI_SIGN = /[\u1050-\u109F]|(^|\s)\u1031/

/** Every text as [path, text], functions called with their samples. */
function textsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (typeof value === 'function') {
    const samples = SAMPLES[path]
    if (!samples) throw new Error(`No sample arguments for ${path}`)
    return samples.flatMap((args) => textsOf(value(...args), path))
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${path}.${index}`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${path}.${key}`))
  }
  return []
}

/** Object keys at every depth, with function values marked by their parameter count. */
function shapeOf(value: unknown): unknown {
  if (typeof value === 'function') return `function(${value.length})`
  if (Array.isArray(value)) return 'array'
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]))
  }
  return typeof value
}

const allTexts = Object.entries(SHOP_TEXTS).flatMap(([name, [burmese]]) => textsOf(burmese, name))

describe('Burmese shop texts', () => {
  it.each(Object.entries(SHOP_TEXTS))('%s has the English keys and nothing more', (_, pair) => {
    const [burmese, english] = pair
    expect(shapeOf(burmese)).toEqual(shapeOf(english))
  })

  it('writes every text in Burmese letters, but the few Latin-only names', () => {
    const notBurmese = allTexts.filter(
      ([path, text]) => !BURMESE_LETTER.test(text) && !(path in LATIN_ONLY),
    )
    expect(notBurmese).toEqual([])
  })

  it('writes numbers in Myanmar digits', () => {
    expect(allTexts.filter(([, text]) => /[0-9]/.test(text))).toEqual([])
  })

  it('is Unicode, not Zawgyi', () => {
    expect(allTexts.filter(([, text]) => ZAWGYI_SIGN.test(text))).toEqual([])
  })

  it('keeps the shop, store and sign-in names in Latin letters', () => {
    expect(my.shopName).toBe('Kyanma')
    expect(social.signInWithGoogle).toContain('Google')
    expect(filters.ranges.pricePerUnit({ from: 10_000, to: 30_000 })).toBe('၁၀,၀၀၀ - ၃၀,၀၀၀ ကျပ်')
  })
})
