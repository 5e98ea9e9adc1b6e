import { en } from '../locales/en/index.ts'

/** The screen texts of the current language (only English so far). */
export function useTexts() {
  return en
}

/** The same texts outside components (meta tags, loaders). */
export const texts = en
