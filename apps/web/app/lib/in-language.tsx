import type { Language } from '@kyanma/shared'
import type { ReactNode } from 'react'

/**
 * A text inside other text, wrapped in a `<span lang>` only when it needs one (see
 * lib/text-language.ts): on pages where it is in the page's language the HTML stays as it was.
 */
export function InLanguage({
  lang,
  children,
}: {
  lang: Language | undefined
  children: ReactNode
}) {
  return lang ? <span lang={lang}>{children}</span> : children
}
