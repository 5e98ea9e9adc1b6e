import type { Language } from '@kyanma/shared'
import { loadedTexts } from '../locales/texts-registry.ts'

/**
 * `english`'s texts in `language` once their file has arrived, for code that knows its language
 * only after the page has rendered (e.g. a sign-in returning to a fixed English address, whose
 * language was remembered before leaving). English, or a text not translated, resolves at once.
 */
export async function textsWhenLoaded<T extends object>(
  language: Language,
  english: T,
): Promise<T> {
  const { texts, pending } = loadedTexts(language, english)
  if (!pending) return texts
  await pending
  return loadedTexts(language, english).texts
}
