import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** Where the browser build's translation chunks are listed for the server (build/…json). */
export const TRANSLATION_CHUNKS_FILE = 'translation-chunks.json'

// locales/<language>/<file>.ts, not the English the pages import statically.
const TRANSLATION = /[\\/]app[\\/]locales[\\/](?!en[\\/])([a-z]{2,3})[\\/](.+)\.ts$/
const FILE_LIST = /[\\/]app[\\/]locales[\\/]translation-files\.ts$/

/** 'my/product' for a translation file's module, '' for the list of them, else undefined. */
function keyOf(moduleId: string): string | undefined {
  if (FILE_LIST.test(moduleId)) return ''
  const [, language, file] = TRANSLATION.exec(moduleId) ?? []
  return language && file ? `${language}/${file.replaceAll('\\', '/')}` : undefined
}

/**
 * After the browser build, writes beside it which script files hold the list of translation
 * files (key '') and each translation file ('my/product' → ['/assets/product-….js', its imports]).
 * A translated page's HTML names the list as a module preload (lib/texts-used.tsx), so the browser
 * fetches it with the page's own scripts; `npm run size` counts it on Burmese pages. The texts
 * files are not preloaded (it cost Lighthouse points), but listed to show where each one went.
 */
export function translationChunks(): Plugin {
  let buildDir = ''
  let base = '/'
  return {
    name: 'kyanma:translation-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      const outDir = config.environments.client?.build.outDir ?? 'build/client'
      buildDir = path.dirname(path.resolve(config.root, outDir))
      base = config.base
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        // By the modules a file holds, not only the one it was made for: a translation that
        // another one imports too (support hours, in the shop facts) may share a file.
        for (const moduleId of output.moduleIds) {
          const key = keyOf(moduleId)
          if (key !== undefined)
            chunks[key] = [output.fileName, ...output.imports].map((file) => `${base}${file}`)
        }
      }
      mkdirSync(buildDir, { recursive: true })
      writeFileSync(path.join(buildDir, TRANSLATION_CHUNKS_FILE), JSON.stringify(chunks))
    },
  }
}
