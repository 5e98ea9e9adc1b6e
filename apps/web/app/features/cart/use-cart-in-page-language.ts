import type { ProductSummary } from '@kyanma/shared'
import { useEffect } from 'react'
import { browserApiFetch, requestJson } from '#app/lib/api-client.ts'
import { useLanguage } from '#app/lib/language.ts'
import type { CartItem } from './cart-rules.ts'
import { cart } from './cart-store.ts'

/** Products already asked for in a language this visit: a failed call is not repeated. */
const asked = new Set<string>()

/**
 * The cart keeps names in the language of the page they were added on. When the shopper reads
 * the cart on a page in the other language (`active`: the drawer is open, or the checkout is
 * shown), the lines with names in another language are asked for again in the page's language
 * and the cart takes the new names (and today's prices). Until then, or when the call fails,
 * the old names show, marked with their own `lang` (lib/text-language.ts).
 */
export function useCartInPageLanguage(items: readonly CartItem[], active: boolean) {
  const language = useLanguage()
  const elsewhere = active
    ? items
        .filter((item) => item.language !== undefined && item.language !== language)
        .map((item) => item.id)
        .join(',')
    : ''
  useEffect(() => {
    if (!elsewhere) return
    const ids = elsewhere
      .split(',')
      .map(Number)
      .filter((id) => !asked.has(`${language}:${id}`))
    if (ids.length === 0) return
    for (const id of ids) asked.add(`${language}:${id}`)
    // The language is sent explicitly: the answer is stamped with it even if the page changes.
    const headers = { 'accept-language': language }
    void Promise.all(
      ids.map((id) =>
        requestJson<ProductSummary>(browserApiFetch, `/public/products/${id}`, { headers }).catch(
          () => null,
        ),
      ),
    ).then((fresh) =>
      cart.refreshProducts(
        fresh.filter((product) => product !== null),
        language,
      ),
    )
  }, [elsewhere, language])
}
