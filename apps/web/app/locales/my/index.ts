import type { Texts } from '../en/index.ts'
import type { TextsOf } from '../texts-of.ts'
import { cart } from './cart.ts'
import { catalog } from './catalog.ts'
import { layout } from './layout.ts'
import { toasts } from './messages.ts'
import { pages } from './pages.ts'

/**
 * Screen texts, Burmese: the frame every page shows (layout, page titles, cart, toasts), composed
 * exactly like `en/index.ts`. Each area's own texts are imported by that area's code only.
 */
// Named `en` like its English twin: translations are found by file and export name (texts-registry.ts).
export const en: TextsOf<Texts> = { ...layout, pages, cart, toasts, ...catalog }
