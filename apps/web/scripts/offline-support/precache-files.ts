import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** React Router's browser manifest: the entry and each route's files (assets/manifest-*.js). */
interface RouterManifest {
  entry: { module: string; imports: string[] }
  routes: Record<string, Record<string, unknown>>
}

/** The back office (routes/admin.tsx, in each language): staff load its files when they need them. */
const BACK_OFFICE_ROUTE = /(?:^|\/)routes\/admin$/
/**
 * Files worth their bytes only when used: the whole Myanmar font (pages fall back to it for Pali,
 * Mon or Shan letters only; Burmese has its own subset) and the QR scanner's decoder (the points
 * transfer, which needs the connection anyway).
 */
const ONLY_WHEN_USED = /^(?:noto-sans-myanmar-myanmar-|qr-scanner-worker)/
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

/**
 * The app shell the service worker precaches (docs/decisions/046), as paths under the client
 * build: the scripts, stylesheets and fonts of every shop page, followed from React Router's
 * manifest through each file's own imports (lazy ones too: the cart drawer must open offline),
 * without the back office's, which only staff load.
 */
export function appShellFiles(clientDir: string): string[] {
  const assetsDir = path.join(clientDir, 'assets')
  const { file: manifestFile, manifest } = readRouterManifest(assetsDir)
  const seeds = [manifest.entry.module, ...manifest.entry.imports]
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (!BACK_OFFICE_ROUTE.test(id)) seeds.push(...filesOfRoute(route))
  }
  const found = new Set<string>([manifestFile])
  const waiting = seeds.map((href) => path.basename(href))
  while (waiting.length > 0) {
    const name = waiting.pop() as string
    if (found.has(name) || ONLY_WHEN_USED.test(name) || !existsSync(path.join(assetsDir, name)))
      continue
    found.add(name)
    if (!/\.(js|css)$/.test(name)) continue
    const text = readFileSync(path.join(assetsDir, name), 'utf8')
    for (const match of text.matchAll(FILE_REFERENCE)) waiting.push(match[1] as string)
  }
  return [...found].sort().map((name) => `assets/${name}`)
}
