import { DEFAULT_LANGUAGE, type Language } from '@kyanma/shared'
import { textsIn } from './texts.ts'

/** "Page | Kyanma": every browser tab names the page first, then the shop (in the page's language). */
export function pageTitle(page: string, language: Language = DEFAULT_LANGUAGE): string {
  return `${page} | ${textsIn(language).shopName}`
}
