import { DEFAULT_LANGUAGE } from '@kyanma/shared'
import { useLanguage } from './language.ts'

/**
 * A picture's alt text on this page. A picture's stored alt is written once, in English, when
 * staff upload it (often a description: "Fresh fruit on a table"): English pages use it. Pages in
 * another language name the picture by what it shows, in their language (the product's name, the
 * article's title), rather than read English to a Burmese screen reader (issue 15).
 */
export function usePictureAlt(): (storedAlt: string, name: string) => string {
  const language = useLanguage()
  return (storedAlt, name) => (language === DEFAULT_LANGUAGE && storedAlt ? storedAlt : name)
}
