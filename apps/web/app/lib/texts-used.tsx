import { DEFAULT_LANGUAGE, type Language } from '@kyanma/shared'
import { createContext, type ReactNode, useContext, useState } from 'react'
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

/** The files listed by the server, read once in the browser (empty on English pages). */
export function textsListedByServer(): string[] {
  if (typeof document === 'undefined') return []
  const listed = document.getElementById(TEXTS_USED_ID)?.textContent
  return listed ? (JSON.parse(listed) as string[]) : []
}

/** Wraps the page; after it, lists the files its texts came from (translated pages only). */
export function TextsUsed({ language, children }: { language: Language; children: ReactNode }) {
  const [files] = useState(() => new Set<string>())
  const [listed] = useState(textsListedByServer)
  const noteUse: NoteUse = (used, english) => {
    const origin = originOf(english)
    if (origin && used !== DEFAULT_LANGUAGE) files.add(`${used}/${origin.file}`)
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
  const list = typeof document === 'undefined' ? [...files] : listed
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
