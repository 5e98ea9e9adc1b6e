import type { Language } from '@kyanma/shared'

/**
 * A category's, brand's or product's name as a back-office page reads it: the Burmese one on
 * Burmese pages where staff wrote one, else the English one (the storefront's fallback, decision
 * 039).
 */
export function nameIn(language: Language, named: { name: string; nameMy: string | null }) {
  const burmese = language === 'my' ? named.nameMy?.trim() : undefined
  return burmese || named.name
}
