import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { isShopPage } from '#app/pwa/caching-rules.ts'

/** React Router's browser manifest: the entry and each route's files (assets/manifest-*.js). */
interface RouterManifest {
  entry: { module: string; imports: string[] }
  routes: Record<string, RouteEntry>
}

interface RouteEntry extends Record<string, unknown> {
  path?: string
  index?: boolean
  parentId?: string
}

/**
 * Files worth their bytes only when used: the Myanmar fonts (an English visitor never needs them;
 * a Burmese page loads them on its first visit, and the browser keeps them, named by their
 * content), the QR scanner's decoder (the points transfer, which needs the connection anyway) and
 * the back office's list of translations (staff pages are never kept offline).
 */
const ONLY_WHEN_USED = /^(?:noto-sans-myanmar-|qr-scanner-worker|back-office-translation-files-)/
/** A built file named by another: `./x.js`, `assets/x.js` or `/assets/x.woff2`. */
const FILE_REFERENCE = /(?:\.\/|assets\/)([\w.-]+\.(?:js|css|woff2|svg|png|webp))\b/g

function readRouterManifest(assetsDir: string): { file: string; manifest: RouterManifest } {
  const file = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name))
  if (!file) throw new Error(`No React Router manifest in ${assetsDir}: build the web app first.`)
  const text = readFileSync(path.join(assetsDir, file), 'utf8')
  return { file, manifest: JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) }
}

/** Every file a route names: its module, split-off client modules, imports and stylesheets. */
function filesOfRoute(route: Record<string, unknown>): string[] {
  return Object.values(route).flatMap((value) => {
    if (typeof value === 'string' && value.startsWith('/assets/')) return [value]
    if (Array.isArray(value)) return value.filter((item) => String(item).startsWith('/assets/'))
    return []
  })
}

/** A route's address with every parameter filled in (`products/:id` → `/products/1`). */
function sampleAddress(route: RouteEntry): string | undefined {
  if (route.index) return '/'
  if (route.path === undefined) return undefined
  return `/${route.path.replace(/:\w+/g, '1')}`
}

/** The shop pages' routes (caching-rules.ts) and the layouts and root above them. */
function shopRoutes(routes: RouterManifest['routes']): RouteEntry[] {
  const chosen = new Set<string>()
  for (const [id, route] of Object.entries(routes)) {
    const address = sampleAddress(route)
    if (address === undefined || !isShopPage(address)) continue
    for (let above: string | undefined = id; above && !chosen.has(above); ) {
      chosen.add(above)
      above = routes[above]?.parentId
    }
  }
  return [...chosen].map((id) => routes[id] as RouteEntry)
}

/**
 * The app shell the service worker precaches (docs/decisions/046), as paths under the client
 * build: the scripts and stylesheet of the shop pages, the ones the worker keeps for offline use,
 * followed from React Router's manifest through each file's own imports (lazy ones too: the cart
 * drawer must open offline). Not the account, checkout, sign-in or back-office pages: without a
 * connection they show the offline page whatever code is kept, so their code is fetched when
 * used. Not the translations either (`translationListFile`, the list of translation files, and
 * the files only it names): a Burmese page fetches its own on its first visit and the browser
 * keeps them, while an English visitor never pays for them.
 */
export function appShellFiles(
  clientDir: string,
  translationListFile: string | undefined,
): string[] {
  const assetsDir = path.join(clientDir, 'assets')
  const { file: manifestFile, manifest } = readRouterManifest(assetsDir)
  const seeds = [manifest.entry.module, ...manifest.entry.imports]
  for (const route of shopRoutes(manifest.routes)) seeds.push(...filesOfRoute(route))
  const found = new Set<string>([manifestFile])
  const waiting = seeds.map((href) => path.basename(href))
  while (waiting.length > 0) {
    const name = waiting.pop() as string
    if (found.has(name) || ONLY_WHEN_USED.test(name) || !existsSync(path.join(assetsDir, name)))
      continue
    if (name === translationListFile) continue
    found.add(name)
    if (!/\.(js|css)$/.test(name)) continue
    const text = readFileSync(path.join(assetsDir, name), 'utf8')
    for (const match of text.matchAll(FILE_REFERENCE)) waiting.push(match[1] as string)
  }
  return [...found].sort().map((name) => `assets/${name}`)
}
