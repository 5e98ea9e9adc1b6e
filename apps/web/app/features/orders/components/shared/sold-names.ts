import type { TextLanguages } from '#app/lib/text-language.ts'

/**
 * Order lines keep the name a product was sold under, and the API stores the English one
 * (decision 039), so on a Burmese page they are marked `lang="en"`.
 */
export const SOLD_NAMES: TextLanguages = { language: 'en' }
