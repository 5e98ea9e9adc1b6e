import { DEFAULT_LANGUAGE, type Language } from '@kyanma/shared'

/**
 * The web app manifest of a page's language (scripts/build-offline-support.ts writes them): the
 * shop installed from a Burmese page has Burmese names and opens in Burmese.
 */
export const manifestPath = (language: Language) =>
  language === DEFAULT_LANGUAGE ? '/manifest.webmanifest' : `/manifest-${language}.webmanifest`
