import type { Language } from '@kyanma/shared'
import { use } from 'react'
import { en, type Texts } from '../locales/en/index.ts'
import { loadedTexts, textsFileLoad, textsFromFile } from '../locales/texts-registry.ts'
import { useLanguage } from './language.ts'
import { useTextsUsed } from './texts-used.tsx'

/**
 * The texts of the page's language. Without an argument: the frame every page shows (layout,
 * page titles, cart, toasts); with an area's English texts (`useTexts(productDetail)`): that
 * area's texts. A translation not loaded yet suspends the component until its chunk arrives.
 */
export function useTexts(): Texts
export function useTexts<T extends object>(english: T): T
export function useTexts(english: object = en): object {
  const language = useLanguage()
  useTextsUsed()?.(language, english)
  const load = textsFileLoad(language, english)
  // The same promise on every render: React suspends until it settles, then reads it at once.
  return load ? textsFromFile(english, use(load)) : english
}

/**
 * The same texts outside components (meta tags, loaders), when their language is known. A
 * translation not loaded yet gives English this once and starts loading (meta is re-read when
 * it arrives: see LanguageMeta in root.tsx).
 */
export function textsIn(language: Language): Texts
export function textsIn<T extends object>(language: Language, english: T): T
export function textsIn(language: Language, english: object = en): object {
  return loadedTexts(language, english).texts
}

/** English frame texts for code that has no page (tests, scripts). */
export const texts = en
