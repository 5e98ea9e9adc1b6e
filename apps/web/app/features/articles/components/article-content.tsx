import type { Language } from '@kyanma/shared'
import { useSanitizedHtml } from '../../../lib/use-sanitized-html.ts'
import classes from './article-detail.module.css'

/**
 * The article's HTML, as the product description shows its own: the API stores and answers it
 * sanitized, and the browser adds DOMPurify once it has loaded (useSanitizedHtml). `lang` marks
 * a content sent in English on a Burmese page.
 */
export function ArticleContent({ html, lang }: { html: string; lang?: Language }) {
  const safe = useSanitizedHtml(html)
  return (
    <div
      className={classes.content}
      data-testid="article-content"
      lang={lang}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the API and DOMPurify
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  )
}
