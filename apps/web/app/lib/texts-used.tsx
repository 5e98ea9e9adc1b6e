import { DEFAULT_LANGUAGE, type Language } from '@kyanma/shared'
import { createContext, type ReactNode, useContext, useState } from 'react'
import { preloadModule } from 'react-dom'
import { originOf } from '../locales/texts-registry.ts'

/**
 * Which translation files a server-rendered page read, so the browser loads exactly those before
 * it hydrates (entry.client.tsx) and the first render in the browser matches the server's HTML
 * without waiting on a chunk in the middle of hydration. English pages list nothing.
 */

type NoteUse = (language: Language, english: object) => void

const TextsUsedContext = createContext<NoteUse | null>(null)

export function useTextsUsed(): NoteUse | null {
  return useContext(TextsUsedContext)
}

export const TEXTS_USED_ID = 'texts-used'

/**
 * The browser build's scripts of the list of translation files, which the server reads from the
 * build when it starts (entry.server.tsx; vite-plugins/translation-list.ts writes it). None in
 * development.
 */
let translationListScripts: string[] = []

export function setTranslationListScripts(scripts: string[]) {
  translationListScripts = scripts
}

/**
 * Names the list of translation files as a module preload of the translated page being rendered
 * on the server (React puts it in its head), so the browser has it when entry.client.tsx asks for
 * the page's texts. Only the list: preloading each texts file too (ten small scripts on /my) cost
 * Lighthouse's mobile score 4-6 points (it counts every early script against the first paint:
 * /my 89 with them, 93 with the list alone, 91 with nothing; docs/benchmarks.md).
 */
function preloadTranslationList() {
  // The browser build drops this (and react-dom's preload with it): Vite sets SSR to false there.
  if (!import.meta.env.SSR) return
  for (const href of translationListScripts) preloadModule(href, { as: 'script' })
}

/** The files listed by the server, read once in the browser (empty on English pages). */
export function textsListedByServer(): string[] {
  if (import.meta.env.SSR) return []
  const listed = document.getElementById(TEXTS_USED_ID)?.textContent
  return listed ? (JSON.parse(listed) as string[]) : []
}

/** Wraps the page; after it, lists the files its texts came from (translated pages only). */
export function TextsUsed({ language, children }: { language: Language; children: ReactNode }) {
  const [files] = useState(() => new Set<string>())
  const [listed] = useState(textsListedByServer)
  const noteUse: NoteUse = (used, english) => {
    const origin = originOf(english)
    if (!origin || used === DEFAULT_LANGUAGE) return
    const file = `${used}/${origin.file}`
    if (files.has(file)) return
    if (files.size === 0) preloadTranslationList()
    files.add(file)
  }
  return (
    <TextsUsedContext value={noteUse}>
      {children}
      {language !== DEFAULT_LANGUAGE && <TextsUsedList files={files} listed={listed} />}
    </TextsUsedContext>
  )
}

/**
 * Rendered after the page (React renders a component's children before its next sibling), so on
 * the server every file the page read is in `files`; the browser keeps the server's list.
 */
function TextsUsedList({ files, listed }: { files: Set<string>; listed: string[] }) {
  const list = import.meta.env.SSR ? [...files] : listed
  return (
    <script
      id={TEXTS_USED_ID}
      type="application/json"
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: file names the app wrote itself
      dangerouslySetInnerHTML={{ __html: JSON.stringify(list) }}
    />
  )
}
