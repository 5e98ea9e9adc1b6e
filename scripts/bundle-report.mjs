// `npm run size`: how much JavaScript a first visit downloads, per page, from the React Router
// manifest of a client build: the entry module and its imports plus each matched route's module
// and imports, every file gzipped at level 9 (the number the budget is written in) and with
// brotli (what the server sends to browsers that accept it). With source maps next to the files
// (the analysis build `npm run size` makes in apps/web/build-analysis) it also attributes the bytes
// to packages. Users never receive source maps: the shipped build in apps/web/build has none.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { writeSection } from './bench-sections.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The pages the budget is about: a name and the leaf route id the page matches. */
export const PAGES = [
  { name: 'home (/)', route: 'routes/home' },
  { name: 'listing (/products)', route: 'routes/products' },
  { name: 'product (/products/:id)', route: 'routes/product-detail' },
  { name: 'article (/articles/:id)', route: 'routes/article-detail' },
]

/**
 * The same pages in Burmese (decision 037): their routes, plus the translation files a Burmese page
 * loads before it hydrates, the twins of the English texts its scripts hold (found through the
 * source maps, so only in the analysis build).
 */
export const BURMESE_PAGES = [
  { name: 'home (/my)', route: 'my/routes/home', language: 'my' },
  {
    name: 'listing (/my/products)',
    route: 'my/routes/products',
    language: 'my',
  },
  {
    name: 'product (/my/products/:id)',
    route: 'my/routes/product-detail',
    language: 'my',
  },
  {
    name: 'article (/my/articles/:id)',
    route: 'my/routes/article-detail',
    language: 'my',
  },
]

/**
 * Every shop page's budget for first-load JavaScript, gzip level 9, in both languages (issue 18;
 * issue 3 part 10 set it for the home page). `npm run size` exits with 1 when a page is over it.
 */
export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024

/** The pages of `pages` whose first-load scripts are over the budget. */
export function overBudget(pages, budget = FIRST_LOAD_BUDGET_BYTES) {
  return pages.filter((page) => page.js.gzip > budget)
}

const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=\S+\s*$/

export function readManifest(clientDir) {
  const assets = path.join(clientDir, 'assets')
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name))
  if (!file) throw new Error(`No React Router manifest in ${assets}: build the web app first.`)
  const text = readFileSync(path.join(assets, file), 'utf8')
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1))
}

/** Every script a first visit of the page loads, in the manifest's order, each once. */
export function firstLoadFiles(manifest, leafRouteId) {
  const chain = []
  for (let id = leafRouteId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id]
    if (!route) throw new Error(`Route ${id} is not in the manifest`)
    chain.unshift(route)
  }
  const files = [manifest.entry.module, ...manifest.entry.imports]
  for (const route of chain) files.push(route.module, ...(route.imports ?? []))
  const css = chain.flatMap((route) => (route.css ?? []).map((href) => href.replace(/#$/, '')))
  return { js: [...new Set(files)], css: [...new Set(css)] }
}

function sizes(clientDir, href) {
  const code = readFileSync(path.join(clientDir, href))
    .toString('utf8')
    .replace(SOURCE_MAP_COMMENT, '')
  const buffer = Buffer.from(code)
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  }
}

function sum(list) {
  return list.reduce(
    (total, item) => ({
      raw: total.raw + item.raw,
      gzip: total.gzip + item.gzip,
      brotli: total.brotli + item.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  )
}

/** The original source files of a built script, from its source map (none without one). */
function sourcesOf(clientDir, href) {
  const mapFile = path.join(clientDir, `${href}.map`)
  if (!existsSync(mapFile)) return []
  const map = JSON.parse(readFileSync(mapFile, 'utf8'))
  return map.sources.map((source) =>
    path.relative(root, path.resolve(path.dirname(path.join(clientDir, href)), source)),
  )
}

const LOCALES = 'apps/web/app/locales/'

/** The translation scripts for the English texts in `files` (texts-registry.ts loads the same). */
function translationFiles(clientDir, files, language) {
  const assets = readdirSync(path.join(clientDir, 'assets')).filter((name) => name.endsWith('.js'))
  const byText = new Map()
  for (const name of assets) {
    const href = `/assets/${name}`
    for (const source of sourcesOf(clientDir, href)) {
      if (source.startsWith(`${LOCALES}${language}/`)) byText.set(source, href)
    }
  }
  if (byText.size === 0) {
    // Without maps a translated page would count as light as its English twin.
    throw new Error(
      `No source maps in ${clientDir}: translated pages are measured from the analysis build (npm run size without --shipped).`,
    )
  }
  const wanted = new Set()
  for (const href of files) {
    for (const source of sourcesOf(clientDir, href)) {
      if (!source.startsWith(`${LOCALES}en/`)) continue
      const twin = byText.get(source.replace(`${LOCALES}en/`, `${LOCALES}${language}/`))
      if (twin && !files.includes(twin)) wanted.add(twin)
    }
  }
  // And the list of translation files, which translated pages load first (translation-files.ts).
  const listFile = path.join(clientDir, '..', 'translation-list.json')
  const list = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : []
  for (const href of list) if (!files.includes(href)) wanted.add(href)
  return [...wanted]
}

/**
 * The stylesheet the measured pages' first paint waits for, when the build cut one
 * (apps/web/vite-plugins/first-paint-stylesheet.ts, decision 070): every page `npm run size`
 * measures is a landing page that gets it. Undefined for a build without it.
 */
function firstPaintStylesheet(clientDir) {
  const file = path.join(clientDir, '..', 'first-paint-stylesheet.json')
  if (!existsSync(file)) return undefined
  return sizes(clientDir, JSON.parse(readFileSync(file, 'utf8')).firstPaint)
}

/** Measures each page of `pages` in the client build at `clientDir`. */
export function measurePages(clientDir, pages = PAGES) {
  const manifest = readManifest(clientDir)
  const firstPaintCss = firstPaintStylesheet(clientDir)
  return pages.map((page) => {
    const { js: scripts, css } = firstLoadFiles(manifest, page.route)
    const js = page.language
      ? [...scripts, ...translationFiles(clientDir, scripts, page.language)]
      : scripts
    const files = js.map((href) => ({ href, ...sizes(clientDir, href) }))
    return {
      ...page,
      files,
      js: { count: files.length, ...sum(files) },
      css: {
        count: css.length,
        ...sum(css.map((href) => sizes(clientDir, href))),
      },
      firstPaintCss,
    }
  })
}

// Source map "mappings" are base64 VLQ; decoding them here keeps the script dependency-free.
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
function decodeSegment(text) {
  const values = []
  let value = 0
  let shift = 0
  for (const char of text) {
    const digit = BASE64.indexOf(char)
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return values
}

/** Generated characters per original source file of one built script. */
function bytesPerSource(code, map) {
  const perSource = new Map()
  const lines = code.split('\n')
  let source = 0
  map.mappings.split(';').forEach((line, lineIndex) => {
    const text = lines[lineIndex] ?? ''
    let column = 0
    const segments = line ? line.split(',').map(decodeSegment) : []
    segments.forEach((segment, i) => {
      column += segment[0]
      if (segment.length > 1) source += segment[1]
      let next = text.length
      if (i + 1 < segments.length) next = column + segments[i + 1][0]
      if (segment.length > 1) {
        const name = map.sources[source]
        perSource.set(name, (perSource.get(name) ?? 0) + Math.max(0, next - column))
      }
    })
  })
  return perSource
}

function packageOf(absoluteSource) {
  const normalized = path.relative(root, absoluteSource).replaceAll('\\', '/')
  const inModules = normalized.lastIndexOf('node_modules/')
  if (inModules >= 0) {
    const parts = normalized.slice(inModules + 'node_modules/'.length).split('/')
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
  }
  if (normalized.startsWith('packages/shared/')) return '@kyanma/shared'
  if (normalized.startsWith('apps/web/app/')) return 'app (apps/web/app)'
  return 'other (bundler runtime, virtual modules)'
}

/** Each package's share of the page's scripts; gzip bytes split in proportion to raw bytes. */
export function packagesOf(clientDir, page) {
  return attribute(clientDir, page, packageOf)
}

/** The same per source file (`npm run size -- --modules`), to find what to trim. */
export function modulesOf(clientDir, page) {
  return attribute(clientDir, page, (source) => path.relative(root, source))
}

function attribute(clientDir, page, keyOf) {
  const totals = new Map()
  const add = (name, raw, gzip) => {
    const entry = totals.get(name) ?? { raw: 0, gzip: 0 }
    entry.raw += raw
    entry.gzip += gzip
    totals.set(name, entry)
  }
  const mapsFound = page.files.some((file) => existsSync(path.join(clientDir, `${file.href}.map`)))
  if (!mapsFound) return undefined
  for (const file of page.files) {
    const full = path.join(clientDir, file.href)
    // The bundler's own runtime has no source map.
    if (!existsSync(`${full}.map`)) {
      add('other (bundler runtime, virtual modules)', file.raw, file.gzip)
      continue
    }
    const code = readFileSync(full, 'utf8')
    const perSource = bytesPerSource(code, JSON.parse(readFileSync(`${full}.map`, 'utf8')))
    const mapped = [...perSource.values()].reduce((a, b) => a + b, 0) || 1
    for (const [source, bytes] of perSource) {
      const absolute = path.resolve(path.dirname(full), source)
      add(keyOf(absolute), (bytes / mapped) * file.raw, (bytes / mapped) * file.gzip)
    }
  }
  return [...totals.entries()]
    .map(([name, size]) => ({
      name,
      raw: Math.round(size.raw),
      gzip: Math.round(size.gzip),
    }))
    .sort((a, b) => b.gzip - a.gzip)
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

export function pagesTable(pages) {
  const lines = [
    '| page | scripts | raw | gzip -9 | brotli -11 | CSS gzip: first paint / whole |',
    '|---|---:|---:|---:|---:|---:|',
  ]
  for (const page of pages) {
    // The first paint waits only for the first-paint stylesheet; the whole one loads after it.
    const css = page.firstPaintCss
      ? `${kb(page.firstPaintCss.gzip)} / ${kb(page.css.gzip)}`
      : `— / ${kb(page.css.gzip)}`
    lines.push(
      `| ${page.name} | ${page.js.count} | ${kb(page.js.raw)} | ${kb(page.js.gzip)} | ${kb(page.js.brotli)} | ${css} |`,
    )
  }
  return lines.join('\n')
}

export function packagesTable(packages, limit = 12) {
  const lines = ['| package | raw | gzip (share) |', '|---|---:|---:|']
  for (const entry of packages.slice(0, limit)) {
    lines.push(`| ${entry.name} | ${kb(entry.raw)} | ${kb(entry.gzip)} |`)
  }
  return lines.join('\n')
}

function analysisBuild(buildDir) {
  rmSync(buildDir, { recursive: true, force: true })
  execFileSync('npm', ['run', 'build', '--silent', '-w', '@kyanma/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_BUILD_DIR: path.relative(path.join(root, 'apps/web'), buildDir),
      WEB_SOURCEMAP: 'true',
    },
  })
}

/** One line saying which pages are over the budget, for the terminal and docs/benchmarks.md. */
export function budgetLine(pages, budget = FIRST_LOAD_BUDGET_BYTES) {
  const over = overBudget(pages, budget)
  if (over.length === 0) return `Budget: ${kb(budget)} gzip on every page; every page is within it.`
  const list = over.map((page) => `${page.name} ${kb(page.js.gzip)}`).join(', ')
  return `Budget: ${kb(budget)} gzip on every page; OVER it: ${list}.`
}

/** The section `npm run size` writes in docs/benchmarks.md. */
export function sizeSection(pages) {
  return [
    '## First-load JavaScript (`npm run size`)',
    '',
    `- Date: ${new Date().toISOString().slice(0, 10)}`,
    '- What a first visit downloads before the page is interactive: the entry and its imports plus each matched route module and its imports, from the React Router manifest; each file compressed on its own. A Burmese page also counts the translation files it loads before it hydrates and their list (decision 037). The server sends brotli to browsers that accept it.',
    '',
    pagesTable(pages),
    '',
    budgetLine(pages),
  ].join('\n')
}

function main() {
  const args = process.argv.slice(2)
  const fromShipped = args.includes('--shipped')
  const buildDir = path.join(root, 'apps/web', fromShipped ? 'build' : 'build-analysis')
  if (!fromShipped) {
    console.log('Analysis build (with source maps) in apps/web/build-analysis…')
    analysisBuild(buildDir)
  }
  const clientDir = path.join(buildDir, 'client')
  // The shipped build has no source maps, which finding a page's translation files needs.
  const pages = measurePages(clientDir, fromShipped ? PAGES : [...PAGES, ...BURMESE_PAGES])
  console.log(`\nFirst-load JavaScript per page (${path.relative(root, clientDir)})\n`)
  console.log(pagesTable(pages))
  // `-- --page listing` (or `--page "listing (/my"`): the package and file lists of another page.
  const wanted = args[args.indexOf('--page') + 1]
  const shown =
    (args.includes('--page') && pages.find((page) => page.name.startsWith(wanted))) || pages[0]
  const packages = packagesOf(clientDir, shown)
  if (packages) {
    console.log(`\nBiggest packages in ${shown.name}'s first load\n`)
    console.log(packagesTable(packages))
    if (args.includes('--modules')) {
      console.log(`\nBiggest source files in ${shown.name}'s first load\n`)
      console.log(packagesTable(modulesOf(clientDir, shown), 60))
    }
  }
  console.log(`\nFiles of ${shown.name}:`)
  for (const file of [...shown.files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(file.gzip).padStart(9)}  ${file.href}`)
  }
  if (!fromShipped) writeSection(path.join(root, 'docs/benchmarks.md'), 'size', sizeSection(pages))
  console.log(`\n${budgetLine(pages)}`)
  if (overBudget(pages).length > 0) process.exitCode = 1
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
