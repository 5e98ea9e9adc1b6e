import { CUT_LENGTH, cutHtml, type Language } from '@kyanma/shared'
import { useId, useMemo, useState } from 'react'
import { PlainButton } from '#app/components/ui/plain-button.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { productDetail as productTexts } from '#app/locales/en/product.ts'
import classes from './product-description.module.css'

/**
 * The description: HTML cut at 500 characters of text plus '...' (spec section 9), with 'Read
 * more' to show all of it. The API stores and answers sanitized HTML, and the page's
 * Content-Security-Policy refuses any script in it (decision 049). `lang` marks a description
 * sent in English on a Burmese page.
 */
export function ProductDescription({ html, lang }: { html: string; lang?: Language }) {
  const texts = useTexts(productTexts)
  const [expanded, setExpanded] = useState(false)
  const bodyId = useId()
  const short = useMemo(() => cutHtml(html, CUT_LENGTH.productDescription), [html])
  const shown = expanded || !short.cut ? html : short.html
  return (
    <div>
      <div
        id={bodyId}
        className={classes.description}
        data-testid="product-description"
        lang={lang}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the API (decision 049)
        dangerouslySetInnerHTML={{ __html: shown }}
      />
      {short.cut && (
        <PlainButton
          variant="subtle"
          size="compact-sm"
          className={classes.more}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? texts.showLess : texts.readMore}
        </PlainButton>
      )}
    </div>
  )
}
