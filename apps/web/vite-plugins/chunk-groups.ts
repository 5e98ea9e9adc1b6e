/**
 * How the browser build groups modules into files (docs/decisions/010). Without groups the
 * bundler makes one file per set of routes sharing a module: the home page's first visit loaded
 * about 40 small files, each compressed on its own and, over HTTP/1.1, queued six at a time
 * before the stylesheet. With them a first visit loads a handful:
 *
 * - `framework`: React, React DOM, React Router and TanStack Query. Every page needs all of it
 *   and it changes only when a dependency is upgraded, so browsers keep it across deploys.
 * - `shell`: the app code every page of the main layout runs (root, the layout's header, footer
 *   and category bar) and the app code at least two of the public pages share (product card,
 *   listing calls, SEO helpers...), plus exactly the parts of Mantine, its hooks, the icons and
 *   packages/shared that this code uses.
 * - `pages`: the rest of the Mantine that a public page's first render runs, when two or more
 *   files share it (first-screen-mantine.ts). Without a group each component became a file of
 *   its own: a product page asked for twenty-two scripts, and over HTTP/1.1 they queued ahead of
 *   the stylesheet (Lighthouse mobile: 91 with them, 96 with one group). The home page uses no
 *   Mantine beyond the shell's, so its first visit does not load this file; keep it that way.
 *   Only the first screens of the pages `npm run size` holds to 150 KB count here.
 * - `search-pages`: the Mantine that only the search and brands pages' first screens run (the
 *   search box's inputs, the tiles' action icons): 4.5 KB gzip the listing, product and article
 *   pages loaded in `pages` without using it.
 * - `shell-my` (one per language): the translations of the texts in the shell, which every page
 *   in that language loads before it hydrates (decision 037); English pages never load it.
 * - `widgets`: the Mantine that two or more files share but only lazy code and the other pages
 *   run (drawers, menus, selects). It used to ride in `pages`, 22 KB more before the listing's and
 *   product page's first paint.
 * - the route's own module, and the bundler's own chunks for what only some routes share.
 *
 * Code loaded with `lazy()` or `import()` (drawers, toasts, menus, carousels) stays in its own
 * files: membership is found by following static imports between app modules only. A library's
 * index re-exports everything, so walking through it would claim code that only lazy chunks use;
 * the library code a member needs joins it as its dependency.
 */

import { BACK_OFFICE_COPY } from './back-office-mantine.ts'
import { createFirstScreenMantine, MANTINE } from './first-screen-mantine.ts'

interface ModuleGraph {
  getModuleInfo(id: string): {
    importers: readonly string[]
    isEntry: boolean
    code: string | null
  } | null
}

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/
/**
 * TanStack Query's observers for lists that grow page by page and for several queries at once:
 * only the pages that use them (reviews, notifications, a category's trail) load them.
 */
const ONLY_SOME_PAGES =
  /[\\/]@tanstack[\\/][^\\/]+[\\/]build[\\/]modern[\\/](infiniteQueryObserver|queriesObserver|useInfiniteQuery|useQueries|useSuspenseInfiniteQuery|useSuspenseQueries)\.js$/
/**
 * A screen's texts join the shell only when the shell itself shows them: the listing pages'
 * texts (shared by the listing, search and brand pages) cost the home page nothing.
 */
const SCREEN_TEXTS = /[\\/]app[\\/]locales[\\/]/
const APP_MODULE = /[\\/]apps[\\/]web[\\/]app[\\/]/
/** A translation file (`locales/my/layout.ts`); the language is the first group. */
const TRANSLATION = /[\\/]app[\\/]locales[\\/](?!en[\\/])([a-z]+)[\\/]/
const englishTwinOf = (id: string) => id.replace(/([\\/]locales[\\/])[a-z]+([\\/])/, '$1en$2')
const SHELL_ENTRIES = ['entry.client.tsx', 'root.tsx', 'routes/layouts/main-layout.tsx']
/**
 * The pages people arrive on from search engines and links, the ones that must be quick on a
 * first visit. Code two of them share goes to the shell. Add a public page here when it is built.
 */
const PUBLIC_PAGES = [
  'routes/home.tsx',
  'routes/products.tsx',
  'routes/product-detail.tsx',
  'routes/search-results.tsx',
  'routes/brands.tsx',
]
/** Shared by this many public pages, a module is worth loading with the shell. */
const PUBLIC_SHARE = 2
/**
 * The public pages held to issue 18's 150 KB of first-load JavaScript (`npm run size`; the article
 * page, also held to it, uses no Mantine these do not). The Mantine that only the other public
 * pages' first screens use (the search page's box and tiles: inputs, action icons) goes to
 * `search-pages`, not `pages`, so these do not download it.
 */
const BUDGETED_PAGES = ['routes/home.tsx', 'routes/products.tsx', 'routes/product-detail.tsx']

const entryPattern = (files: readonly string[]) =>
  new RegExp(
    `[\\\\/](${files.map((file) => file.replaceAll('.', '\\.').replaceAll('/', '[\\\\/]')).join('|')})(\\?|$)`,
  )
const SHELL_ENTRY = entryPattern(SHELL_ENTRIES)
const PUBLIC_PAGE = entryPattern(PUBLIC_PAGES)
const BUDGETED_PAGE = entryPattern(BUDGETED_PAGES)
const publicPageOf = (id: string) => PUBLIC_PAGES.find((page) => entryPattern([page]).test(id))

/** The entries among `wanted` (route modules) that reach an app module by static imports. */
function createReach(wanted: RegExp, key: (entryId: string) => string) {
  const known = new Map<string, ReadonlySet<string>>()
  // `complete` is false when the walk met an import cycle: such an answer is not remembered.
  type Reach = { reached: ReadonlySet<string>; complete: boolean }
  const visit = (id: string, graph: ModuleGraph, path: Set<string>): Reach => {
    const cached = known.get(id)
    if (cached) return { reached: cached, complete: true }
    if (wanted.test(id)) return { reached: new Set([key(id)]), complete: true }
    if (path.has(id)) return { reached: new Set<string>(), complete: false }
    path.add(id)
    const reached = new Set<string>()
    let complete = true
    for (const importer of graph.getModuleInfo(id)?.importers ?? []) {
      if (!APP_MODULE.test(importer) && !wanted.test(importer)) continue
      const above = visit(importer, graph, path)
      for (const entry of above.reached) reached.add(entry)
      complete &&= above.complete
    }
    path.delete(id)
    if (complete) known.set(id, reached)
    return { reached, complete }
  }
  return (id: string, graph: ModuleGraph) => visit(id, graph, new Set()).reached
}

export function chunkGroups() {
  const shellReach = createReach(SHELL_ENTRY, () => 'shell')
  const publicReach = createReach(PUBLIC_PAGE, (id) => publicPageOf(id) ?? id)
  const inShell = (id: string, graph: ModuleGraph) =>
    shellReach(id, graph).size > 0 ||
    (publicReach(id, graph).size >= PUBLIC_SHARE && !SCREEN_TEXTS.test(id))
  const budgetedReach = createReach(BUDGETED_PAGE, (id) => id)
  const budgetedScreenMantine = createFirstScreenMantine(
    (id: string, graph: ModuleGraph) =>
      shellReach(id, graph).size > 0 || budgetedReach(id, graph).size > 0,
  )
  const firstScreenMantine = createFirstScreenMantine(
    (id: string, graph: ModuleGraph) =>
      shellReach(id, graph).size > 0 || publicReach(id, graph).size > 0,
  )
  const mantineGroup = (id: string, graph: ModuleGraph) => {
    if (budgetedScreenMantine(id, graph)) return 'pages'
    return firstScreenMantine(id, graph) ? 'search-pages' : 'widgets'
  }
  /** `shell-my`: a language's twins of the texts the shell holds (decision 064). */
  const shellTranslations = (id: string, graph: ModuleGraph) => {
    const language = id.match(TRANSLATION)?.[1]
    if (!language) return null
    const english = englishTwinOf(id)
    return graph.getModuleInfo(english) && inShell(english, graph) ? `shell-${language}` : null
  }
  return [
    {
      name: 'framework',
      test: (id: string) => FRAMEWORK.test(id) && !ONLY_SOME_PAGES.test(id),
      priority: 2,
    },
    {
      // Route modules stay their own files (React Router loads them by name); app code they
      // import statically joins the shell, dependencies included.
      name: (id: string, graph: ModuleGraph) =>
        APP_MODULE.test(id) && !graph.getModuleInfo(id)?.isEntry && inShell(id, graph)
          ? 'shell'
          : null,
      debugName: 'shell',
      priority: 1,
    },
    {
      // Every translated page loads all of these before it hydrates: one file compresses them
      // together (3.9 KB as nine files, 2.8 KB as one, in Burmese).
      name: shellTranslations,
      debugName: 'shell-translations',
      priority: 1,
    },
    {
      // The back office's own Mantine copy (back-office-mantine.ts) stays in the back office.
      name: (id: string, graph: ModuleGraph) =>
        MANTINE.test(id) && !id.endsWith(BACK_OFFICE_COPY) ? mantineGroup(id, graph) : null,
      debugName: 'pages',
      minShareCount: 2,
      priority: 0,
    },
  ]
}
