import { type Language, languageOfPath, pathInLanguage } from '@kyanma/shared'
import { useLocation } from 'react-router'

/** The language of the page being shown. */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname)
}

/** Turns the app's root-relative addresses into this page's language. */
export function useLocalePath(): (path: string) => string {
  const language = useLanguage()
  return (path) => pathInLanguage(language, path)
}

// The address rules live in the shared package (the server reads a page's language the same way).
export { languageOfPath, pathInLanguage, pathWithoutLanguage } from '@kyanma/shared'
