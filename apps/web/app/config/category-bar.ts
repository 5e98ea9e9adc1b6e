import { CATEGORY_IDS } from '@kyanma/shared'
import { pathWithoutLanguage } from '../lib/language.ts'
import type { en } from '../locales/en/index.ts'
import { hrefs, paths } from './paths.ts'

type CategoryBarKey = Exclude<keyof typeof en.categoryBar, 'label'>

export interface CategoryBarEntry {
  key: CategoryBarKey
  href: string
}

/**
 * The category bar in the spec's order. Brands has a page of its own (/brands): in the spec it
 * pointed at id 6, which is Supplements, so the two entries showed the same list.
 */
export const CATEGORY_BAR: readonly CategoryBarEntry[] = [
  { key: 'brands', href: paths.brands },
  { key: 'book', href: hrefs.category(CATEGORY_IDS.book) },
  { key: 'cosmetic', href: hrefs.category(CATEGORY_IDS.cosmetic) },
  { key: 'grocery', href: hrefs.category(CATEGORY_IDS.grocery) },
  { key: 'medicine', href: hrefs.category(CATEGORY_IDS.medicine) },
  { key: 'medicalSupplies', href: hrefs.category(CATEGORY_IDS.medicalSupplies) },
  { key: 'skincare', href: hrefs.category(CATEGORY_IDS.skincare) },
  { key: 'supplements', href: hrefs.category(CATEGORY_IDS.supplements) },
]

/**
 * "Active by exact pathname match" (spec): every category shares the path /products, so the
 * entry's referenceId must match too, or all of them would light up on any listing. A page in
 * another language ('/my/products') matches the same entries as its English twin.
 */
export function isActiveEntry(entry: CategoryBarEntry, pathname: string, search: string) {
  const target = new URL(entry.href, 'http://x')
  if (target.pathname !== pathWithoutLanguage(pathname)) return false
  const wanted = target.searchParams.get('referenceId')
  return wanted === null || new URLSearchParams(search).get('referenceId') === wanted
}
