import { DEFAULT_LANGUAGE, type Language } from '@kyanma/shared'

/** A stored text and its Burmese version (null until staff write one). */
export type Versions = readonly [english: string, burmese: string | null | undefined]

/**
 * The texts of one answer object in the reader's language (decision 039): the Burmese version
 * for 'my' where one is written, else the English text, and `englishFields` naming the fields
 * sent in English instead. Spread `marker` last into the object: it is empty for English
 * answers (which stay byte for byte as before) and when nothing fell back. An empty English
 * text has nothing to fall back to, so it is not marked.
 */
export function inLanguage<const Field extends string>(
  lang: Language,
  versions: Record<Field, Versions>,
): { texts: Record<Field, string>; marker: { englishFields?: Field[] } } {
  const texts = {} as Record<Field, string>
  const english: Field[] = []
  for (const field of Object.keys(versions) as Field[]) {
    const [en, my] = versions[field]
    const burmese = lang === 'my' ? my?.trim() : undefined
    texts[field] = burmese ? burmese : en
    if (lang === 'my' && !burmese && en !== '') english.push(field)
  }
  return { texts, marker: english.length > 0 ? { englishFields: english } : {} }
}

/** A `{ id, name }` reference (a product's brand or category) in the reader's language. */
export function namedRef<T extends { name: string; nameMy?: string | null }>(
  lang: Language,
  row: T,
): Omit<T, 'nameMy'> & { englishFields?: 'name'[] } {
  const { nameMy, ...rest } = row
  const { texts, marker } = inLanguage(lang, { name: [row.name, nameMy] })
  return { ...rest, name: texts.name, ...marker }
}

/** The cache key of an answer in `lang`: English keys stay as they were before languages. */
export function languageKey(lang: Language, key: string): string {
  return lang === 'en' ? key : `${lang}:${key}`
}

/**
 * A picture's alt text in the reader's language. Stored alts are written once, in English, when
 * staff upload the picture (often a description: "Fresh fruit on a table"), so English answers
 * keep them and other languages name the picture by what it shows: `name` is the product's name
 * or the article's title, already in the reader's language. `undefined` keeps the stored alt.
 */
export function altIn(lang: Language, name: string): string | undefined {
  return lang === DEFAULT_LANGUAGE ? undefined : name
}
