import { useEffect, useState } from 'react'

type Sanitize = (html: string) => string
let sanitizer: Sanitize | undefined

/**
 * HTML from the API is sanitized there (an allow-list, when stored and when answered). The
 * browser adds DOMPurify as a second guard. Its code loads after the page is interactive, so it
 * costs nothing on the first paint; until then the server's sanitized HTML is shown as it is,
 * which is also what hydration must see.
 */
export function useSanitizedHtml(html: string): string {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => sanitizer)
  useEffect(() => {
    if (sanitizer) return
    let active = true
    void import('dompurify').then(({ default: purify }) => {
      sanitizer = (dirty) => purify.sanitize(dirty)
      if (active) setSanitize(() => sanitizer)
    })
    return () => {
      active = false
    }
  }, [])
  return sanitize ? sanitize(html) : html
}
