import type { Language } from '@kyanma/shared'
import classes from './article-detail.module.css'

/**
 * The article's HTML, as the product description shows its own: the API stores and answers it
 * sanitized, and the page's Content-Security-Policy refuses any script in it (decision 049).
 * `lang` marks a content sent in English on a Burmese page.
 */
export function ArticleContent({ html, lang }: { html: string; lang?: Language }) {
  return (
    <div
      className={classes.content}
      data-testid="article-content"
      lang={lang}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the API (decision 049)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
