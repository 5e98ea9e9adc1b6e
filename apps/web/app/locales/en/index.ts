import { defineTexts } from '../texts-registry.ts'
import { cart } from './cart.ts'
import { catalog } from './catalog.ts'
import { layout } from './layout.ts'
import { toasts } from './messages.ts'
import { pages } from './pages.ts'

/**
 * Screen texts, English. Components look texts up by key and never type them inline, so a
 * Burmese catalogue can be added beside this one. Texts quoted by the spec are copied exactly.
 *
 * This index holds the texts of the frame every page shows (layout, page titles, cart, toasts).
 * Each area's own texts (home.ts, listing.ts, product.ts, search.ts, auth.ts) are imported by that area's
 * code only, so a page's script carries its own texts and not every page's. A second language
 * adds the same files under locales/<language>/ and a lookup by the chosen language.
 */
export const en = defineTexts('index#en', { ...layout, pages, cart, toasts, ...catalog })

export type Texts = typeof en
