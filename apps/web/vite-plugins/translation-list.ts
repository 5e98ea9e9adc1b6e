import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { clientOutDir, onClientBuild } from './client-build.ts'

/** Where the browser build's list-of-translations scripts are named for the server (build/…). */
export const TRANSLATION_LIST_FILE = 'translation-list.json'

const LIST_MODULE = /[\\/]app[\\/]locales[\\/]translation-files\.ts$/

/**
 * After the browser build, writes beside it which script files hold the list of translation files
 * (locales/translation-files.ts: its chunk and that chunk's imports). A translated page's HTML
 * names them as module preloads (lib/texts-used.tsx), so the browser fetches the list with the
 * page's own scripts; `npm run size` counts them on Burmese pages. The texts files themselves are
 * not preloaded: measured, it cost Lighthouse points (decision 037).
 */
export function translationList(): Plugin {
  let buildDir = ''
  let base = '/'
  return {
    name: 'kyanma:translation-list',
    ...onClientBuild,
    configResolved(config) {
      buildDir = path.dirname(clientOutDir(config))
      base = config.base
    },
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.moduleIds.some((id) => LIST_MODULE.test(id)),
      )
      const scripts =
        chunk?.type === 'chunk'
          ? [chunk.fileName, ...chunk.imports].map((file) => `${base}${file}`)
          : []
      mkdirSync(buildDir, { recursive: true })
      writeFileSync(path.join(buildDir, TRANSLATION_LIST_FILE), JSON.stringify(scripts))
    },
  }
}
