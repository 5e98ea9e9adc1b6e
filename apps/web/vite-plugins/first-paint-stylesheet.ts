import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import {
  FIRST_PAINT_LAYOUT,
  FIRST_PAINT_ROUTES,
  FIRST_PAINT_STYLESHEET_FILE,
  type LandingStylesheets,
  SERVER_RENDERED_LAZY,
} from '../app/lib/first-paint-stylesheet.ts'
import { clientOutDir, onClientBuild } from './client-build.ts'
import { firstPaintRules } from './first-paint-rules.ts'
import { createFirstScreenMantine, MANTINE } from './first-screen-mantine.ts'
import { laterRules } from './later-rules.ts'

/** The entry and the root route: every page loads them first. */
const ALWAYS_FIRST = /[\\/]app[\\/](entry\.client|root)\.tsx(\?|$)/
/** The name Vite gives the app's one stylesheet (its file name adds a content hash). */
const APP_STYLESHEET_NAME = 'style.css'
const appFiles = (files: readonly string[]) =>
  new RegExp(`[\\\\/]app[\\\\/](${files.join('|').replaceAll('/', '[\\\\/]')})\\.tsx(\\?|$)`)
/** The routes that paint with the small stylesheet, and their layout. */
const FIRST_PAINT = appFiles([FIRST_PAINT_LAYOUT, ...FIRST_PAINT_ROUTES])
/** What their shell loads with `lazy()` and the server renders all the same. */
const SERVER_RENDERED = appFiles(SERVER_RENDERED_LAZY)
const APP_MODULE = /[\\/]apps[\\/]web[\\/]app[\\/]/

/**
 * Writes a second stylesheet holding only the rules the first paint of the pages in
 * FIRST_PAINT_ROUTES can need (decision 070): entry.server.tsx links it in their head instead
 * of the whole stylesheet. After their first paint they add a third, the rest of the whole one
 * (later-rules.ts, decision 076). A rule is in it unless the
 * classes it selects are named only by code those pages load later or never (lazy drawers,
 * menus and toasts, other pages, the back office): the code a page loads before it hydrates is
 * the code that rendered its HTML. Rules without built class names (the base styles, the
 * theme's variables, fonts) are always in it.
 */
export function firstPaintStylesheet(): Plugin {
  let buildDir = ''
  let base = '/'
  return {
    name: 'kyanma:first-paint-stylesheet',
    ...onClientBuild,
    // After Vite's CSS plugin has put the app's styles into their one stylesheet.
    enforce: 'post',
    configResolved(config) {
      buildDir = path.dirname(clientOutDir(config))
      base = config.base
    },
    generateBundle(_options, bundle) {
      const whole = appStylesheet(bundle)
      if (!whole) throw new Error('first-paint-stylesheet: no app stylesheet in the build')
      const code = firstPaintCode(bundle, this as unknown as Graph)
      const loadsFirst = (name: string) => code.includes(name)
      const css = String(whole.source)
      const address = (name: string, source: string) =>
        `${base}${this.getFileName(this.emitFile({ type: 'asset', name, source }))}`
      const pair: LandingStylesheets = {
        firstPaint: address('first-paint.css', firstPaintRules(css, loadsFirst)),
        later: address('later.css', laterRules(css, loadsFirst)),
        whole: `${base}${whole.fileName}`,
      }
      mkdirSync(buildDir, { recursive: true })
      writeFileSync(path.join(buildDir, FIRST_PAINT_STYLESHEET_FILE), JSON.stringify(pair))
    },
  }
}

/** The one stylesheet Vite makes of every imported style with `cssCodeSplit: false`. */
function appStylesheet(bundle: OutputBundle) {
  return Object.values(bundle).find(
    (output) => output.type === 'asset' && output.names.includes(APP_STYLESHEET_NAME),
  ) as OutputAsset | undefined
}

type Graph = Parameters<Parameters<typeof createFirstScreenMantine>[0]>[1]

/**
 * The code that renders those pages on the server: all of what they load before hydrating
 * (routes, layout, root, entry and their imports), and of the lazy sections the server renders
 * (SERVER_RENDERED_LAZY) the app code and the Mantine components that code uses, not the rest
 * of the shared `widgets` file those sit in (first-screen-mantine.ts tells them apart).
 */
function firstPaintCode(bundle: OutputBundle, graph: Graph): string {
  const all = chunks(bundle)
  const seeds = all.filter((chunk) => chunk.isEntry && FIRST_PAINT.test(chunk.facadeModuleId ?? ''))
  const loadedFirst = staticClosure(bundle, [
    ...all.filter((chunk) => chunk.isEntry && ALWAYS_FIRST.test(chunk.facadeModuleId ?? '')),
    ...seeds,
  ])
  const sections = staticClosure(
    bundle,
    all.filter((chunk) => chunk.isDynamicEntry && SERVER_RENDERED.test(chunk.facadeModuleId ?? '')),
  )
  const inSections = new Set(sections.flatMap((chunk) => chunk.moduleIds))
  // The Mantine the sections' own app code uses (what loads first is in `loadedFirst` already).
  const sectionMantine = createFirstScreenMantine<Graph>(
    (id) => inSections.has(id) && APP_MODULE.test(id),
  )
  const code: string[] = loadedFirst.map((chunk) => chunk.code)
  for (const chunk of sections) {
    if (loadedFirst.includes(chunk)) continue
    for (const [id, module] of Object.entries(chunk.modules))
      if (APP_MODULE.test(id) || (MANTINE.test(id) && sectionMantine(id, graph))) {
        code.push(module.code ?? '')
      }
  }
  return code.join('\n')
}

/** The chunks `start` loads, with what they import statically. */
function staticClosure(bundle: OutputBundle, start: OutputChunk[]): OutputChunk[] {
  const waiting = start.map((chunk) => chunk.fileName)
  const seen = new Set<string>()
  while (waiting.length > 0) {
    const name = waiting.pop() as string
    const chunk = bundle[name]
    if (seen.has(name) || chunk?.type !== 'chunk') continue
    seen.add(name)
    waiting.push(...chunk.imports)
  }
  return [...seen].map((name) => bundle[name] as OutputChunk)
}

const chunks = (bundle: OutputBundle) =>
  Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk')
