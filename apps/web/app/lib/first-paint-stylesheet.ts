/**
 * The pages whose first paint waits only for the small first-paint stylesheet (decision 070):
 * the pages shoppers arrive on from search engines and links. vite-plugins/first-paint-stylesheet.ts
 * writes that stylesheet from the code these routes, their layout and root load before they
 * hydrate; entry.server.tsx links it on them and loads the whole stylesheet after their first
 * paint. Every other page (search, static pages, sign-in, account, back office) links the whole
 * stylesheet as before: their forms and widgets would make the small one twice as big.
 */
export const FIRST_PAINT_ROUTES = [
  'routes/home',
  'routes/products',
  'routes/product-detail',
  'routes/article-detail',
] as const

/** Where those routes live: under the main layout, after the root. */
export const FIRST_PAINT_LAYOUT = 'routes/layouts/main-layout'

/**
 * Modules those pages load with `lazy()` that the server renders all the same, so their HTML is
 * in the first paint (streamed with the page and shown before it hydrates, decision 055): the
 * connection banner's dock, the footer, the listing's filters, the product's tabs and related
 * products. Their app code and the Mantine it uses count; the other lazy parts (drawers, menus,
 * toasts, carousels) render in the browser, after the whole stylesheet has arrived (decision 070).
 * e2e/first-paint-stylesheet.spec.ts fails when a section the server renders is missing here.
 */
export const SERVER_RENDERED_LAZY = [
  'pwa/offline-support',
  'components/layout/site-footer',
  'features/catalog/components/filters/filter-panel',
  'features/product/components/product-detail-tabs',
  'features/product/components/related-products',
] as const

/** The two stylesheets' addresses, written beside the build (FIRST_PAINT_STYLESHEET_FILE). */
export interface LandingStylesheets {
  /** The rules the pages above can need for their first paint: the only stylesheet it waits for. */
  firstPaint: string
  /**
   * The rest of the whole stylesheet, which those pages add after their first paint: together
   * with the first-paint one it makes the whole one's cascade (vite-plugins/later-rules.ts).
   */
  later: string
  /** The app's whole stylesheet: every other page's, and for browsers without scripts. */
  whole: string
}

export const FIRST_PAINT_STYLESHEET_FILE = 'first-paint-stylesheet.json'

/** Whether a page of this route (English `routes/home` or Burmese `my/routes/home`) gets the pair. */
export function paintsWithFirstPaintStylesheet(routeId: string | undefined): boolean {
  const id = routeId?.replace(/^[a-z]{2}\//, '')
  return FIRST_PAINT_ROUTES.some((route) => route === id)
}

/**
 * The whole stylesheet's links in a page's head. The address is escaped here rather than with
 * @kyanma/shared's helper: vite.config.ts loads this file, and Node cannot load shared's
 * TypeScript sources at that point.
 */
const linksTo = (href: string) =>
  new RegExp(
    `<link\\b[^>]*\\brel="stylesheet"[^>]*\\bhref="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
    'g',
  )

/** Whether the shell links the whole stylesheet (and so can link the small one instead). */
export function linksWholeStylesheet(shell: string, pair: LandingStylesheets): boolean {
  return linksTo(pair.whole).test(shell)
}

/**
 * The shell with React's link to the whole stylesheet pointing at the first-paint one, React
 * Router's (<Links /> writes a second) `disabled` for good (a disabled stylesheet is not even
 * fetched; hydration matches head links by their address, so that one must stay; the loader adds
 * the later stylesheet instead), and the whole one kept for browsers without scripts, which never
 * run that loader.
 */
export function withFirstPaintStylesheet(shell: string, pair: LandingStylesheets): string {
  const small = `<link rel="stylesheet" href="${pair.firstPaint}" data-precedence="app"/>`
  const withoutScripts = `<noscript><link rel="stylesheet" href="${pair.whole}"/></noscript>`
  let first = true
  return shell.replace(linksTo(pair.whole), (link) => {
    const before = first ? small + withoutScripts : ''
    first = false
    if (link.includes('data-precedence=')) return before
    return before + link.replace(/\s*\/?>$/, ' disabled=""/>')
  })
}
