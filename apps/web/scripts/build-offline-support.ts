// After `react-router build`: writes what makes the shop installable and usable offline into the
// browser build (docs/decisions/046): the web app manifests and the offline pages in both
// languages, from the locale files, and the service worker, bundled from service-worker/sw.ts with
// Serwist's precache list of the app shell injected.
//   node --import tsx apps/web/scripts/build-offline-support.ts   (`npm run build` runs it)
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { LANGUAGES, type Language, pathInLanguage } from '@kyanma/shared'
import { injectManifest } from '@serwist/build'
import { build } from 'vite'
import {
  FIRST_PAINT_STYLESHEET_FILE,
  type LandingStylesheets,
} from '../app/lib/first-paint-stylesheet.ts'
import { offlineSupport as english } from '../app/locales/en/offline.ts'
import { offlineSupport as burmese } from '../app/locales/my/offline.ts'
import { OFFLINE_PAGES } from '../app/pwa/caching-rules.ts'
import { TRANSLATION_LIST_FILE } from '../vite-plugins/translation-list.ts'
import { offlinePage } from './offline-support/offline-page.ts'
import { appShellFiles } from './offline-support/precache-files.ts'
import { MANIFEST_FILES, webManifest } from './offline-support/web-manifest.ts'

const webDir = fileURLToPath(new URL('..', import.meta.url))
const clientDir = path.join(webDir, process.env.WEB_BUILD_DIR ?? 'build', 'client')
const TEXTS: Record<Language, typeof english> = { en: english, my: burmese }

/** Writes a file of the build with the brotli and gzip copies the server sends (precompress.ts). */
function writeBuilt(name: string, content: string) {
  const file = path.join(clientDir, name)
  writeFileSync(file, content)
  writeFileSync(`${file}.br`, brotliCompressSync(content))
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
}

/**
 * The built address of the Burmese letters' font file of every weight (its name carries a content
 * hash), not its regular face: a Burmese page has fetched both by the time it is offline.
 */
function burmeseFontFile(): string | null {
  const name = readdirSync(path.join(clientDir, 'assets')).find((file) =>
    /^noto-sans-myanmar-burmese-(?!regular-)[\w-]+\.woff2$/.test(file),
  )
  return name ? `/assets/${name}` : null
}

function writeLanguageFiles() {
  for (const language of LANGUAGES) {
    const texts = TEXTS[language]
    const homePath = pathInLanguage(language, '/')
    const manifest = webManifest(language, texts.app, homePath)
    writeBuilt(MANIFEST_FILES[language], `${JSON.stringify(manifest, null, 2)}\n`)
    const fontFile = language === 'my' ? burmeseFontFile() : null
    writeBuilt(
      OFFLINE_PAGES[language].slice(1),
      offlinePage({ language, texts: texts.page, homePath, fontFile }),
    )
  }
}

/** One classic script, minified, with Serwist's production code paths only. */
async function bundleServiceWorker(): Promise<string> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'kyanma-sw-'))
  await build({
    configFile: false,
    logLevel: 'warn',
    root: webDir,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      lib: {
        entry: path.join(webDir, 'service-worker', 'sw.ts'),
        formats: ['iife'],
        name: 'kyanmaServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  })
  return path.join(outDir, 'sw.js')
}

/** The script holding the list of translation files (vite-plugins/translation-list.ts). */
function translationListFile(): string | undefined {
  const scripts = JSON.parse(
    readFileSync(path.join(clientDir, '..', TRANSLATION_LIST_FILE), 'utf8'),
  ) as string[]
  return scripts[0] && path.basename(scripts[0])
}

/**
 * The small stylesheet the landing pages link instead of the whole one, and the later one they add
 * after their first paint (decisions 070 and 076): no route of React Router's manifest names them,
 * yet a page the worker kept offline asks for both.
 */
function landingPageStylesheets(): string[] {
  const pair = JSON.parse(
    readFileSync(path.join(clientDir, '..', FIRST_PAINT_STYLESHEET_FILE), 'utf8'),
  ) as LandingStylesheets
  return [pair.firstPaint.slice(1), pair.later.slice(1)]
}

async function main() {
  writeLanguageFiles()
  const swSrc = await bundleServiceWorker()
  const globPatterns = [
    ...appShellFiles(clientDir, translationListFile()),
    ...landingPageStylesheets(),
    ...Object.values(OFFLINE_PAGES).map((page) => page.slice(1)),
    ...Object.values(MANIFEST_FILES),
    'icons/*.png',
  ]
  const result = await injectManifest({
    swSrc,
    swDest: path.join(clientDir, 'sw.js'),
    globDirectory: clientDir,
    globPatterns,
    // Vite names every file under assets/ by its content: the name is its version.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  })
  rmSync(path.dirname(swSrc), { recursive: true, force: true })
  for (const warning of result.warnings) console.warn(warning)
  const kilobytes = (result.size / 1024).toFixed(0)
  console.log(
    `Service worker: ${result.count} files precached (${kilobytes} KB before compression)`,
  )
}

await main()
