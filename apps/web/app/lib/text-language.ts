import type { Language } from '@kyanma/shared'
import { useLanguage } from './language.ts'

/**
 * What a catalogue or content object may say about the language of its texts (decision 039):
 * `englishFields` lists the fields a Burmese answer sent in English (no Burmese version yet);
 * `language` is the language of the answer the object came from, known only for objects kept
 * across pages (the cart keeps products in local storage, and the shopper may switch language).
 */
export interface TextLanguages {
  englishFields?: readonly string[]
  language?: Language
}

/**
 * The `lang` attribute for `field` of `item` on a page in `pageLanguage`: the text's own
 * language when it differs from the page's (a Burmese page showing an English fallback gets
 * 'en', so screen readers and the Noto :lang(my) line heights treat it as English), undefined
 * otherwise. English answers carry no `englishFields`, so English pages get no attribute and
 * render as before.
 */
export function langOf(
  item: TextLanguages | null | undefined,
  field: string,
  pageLanguage: Language,
): Language | undefined {
  if (!item) return undefined
  const textLanguage = item.englishFields?.includes(field) ? 'en' : item.language
  return textLanguage && textLanguage !== pageLanguage ? textLanguage : undefined
}

/** `langOf` for this page: `const langOf = useLangOf()`, then `lang={langOf(product, 'name')}`. */
export function useLangOf(): (
  item: TextLanguages | null | undefined,
  field: string,
) => Language | undefined {
  const pageLanguage = useLanguage()
  return (item, field) => langOf(item, field, pageLanguage)
}
