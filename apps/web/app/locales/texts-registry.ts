import { DEFAULT_LANGUAGE, type Language } from '@kyanma/shared'

/**
 * How a component reaches the texts of the page's language (decision 037).
 *
 * Components import the English texts statically, as before, and ask for them through
 * `useTexts(english)`. English pages therefore carry no other language. Each English object is
 * registered here under its file and export name; the same file and name under
 * `locales/<language>/` hold its translation, loaded as its own chunk the first time a page in
 * that language needs it. The server loads them all before it renders anything.
 */

export type TextsFile = Record<string, object>

interface Origin {
  file: string
  name: string
}

const origins = new WeakMap<object, Origin>()

/** Registers an English texts object as `<file>#<export>` (a test checks every tag). */
export function defineTexts<T extends object>(key: `${string}#${string}`, english: T): T {
  const [file, name] = key.split('#') as [string, string]
  origins.set(english, { file, name })
  return english
}

/** The English key of a texts object, or undefined when it was not registered. */
export function originOf(english: object): Origin | undefined {
  return origins.get(english)
}

/**
 * The list of translation files is a chunk of its own too (translation-files.ts): English pages
 * never load it, and Burmese pages fetch it beside their first scripts (the server names it and
 * their texts' chunks as module preloads, lib/texts-used.tsx). The back office's files are listed
 * apart, so that a shop page does not load their names.
 */
function translationFilesFor(path: string) {
  const list = /^\.\/[^/]+\/admin\//.test(path)
    ? import('./back-office-translation-files.ts')
    : import('./translation-files.ts')
  return list.then((module) => module.translationFiles)
}

const loaded = new Map<string, TextsFile>()
const loading = new Map<string, Promise<TextsFile>>()
const listeners = new Set<() => void>()
let loadedVersion = 0

function pathOf(language: Language, file: string) {
  return `./${language}/${file}.ts`
}

/**
 * A load that remembers its outcome on itself, as React's `use()` reads it: once the file has
 * arrived, `use()` returns its texts at once instead of suspending again.
 */
type Loading = Promise<TextsFile>

/** Loads one translation file (once); always the same promise for the same file. */
export function loadTextsFile(language: Language, file: string): Loading {
  const path = pathOf(language, file)
  let pending = loading.get(path)
  if (!pending) {
    // A file not translated yet reads as empty: its texts show in English.
    const started: Loading = translationFilesFor(path)
      .then((files) => files[path]?.() ?? {})
      .then((module) => {
        // The fields React's `use()` reads to know a promise has settled.
        Object.assign(started, { status: 'fulfilled', value: module })
        loaded.set(path, module)
        loadedVersion += 1
        for (const listener of listeners) listener()
        return module
      })
    pending = started
    loading.set(path, pending)
  }
  return pending
}

/**
 * The translation of `english` when its file is already loaded; the English itself for English
 * or when the language has no such text (the caller then shows English). `pending` is the load
 * to wait for when the file has not arrived yet.
 */
export function loadedTexts<T extends object>(
  language: Language,
  english: T,
): { texts: T; pending?: Loading } {
  if (language === DEFAULT_LANGUAGE) return { texts: english }
  const origin = origins.get(english)
  if (!origin) return { texts: english }
  const file = loaded.get(pathOf(language, origin.file))
  if (!file) return { texts: english, pending: loadTextsFile(language, origin.file) }
  return { texts: (file[origin.name] as T | undefined) ?? english }
}

/**
 * For components: the load of the file that holds `english`'s translation (always the same
 * promise, settled or not), or undefined when English is asked for or nothing is registered.
 */
export function textsFileLoad(language: Language, english: object): Loading | undefined {
  if (language === DEFAULT_LANGUAGE) return undefined
  const origin = origins.get(english)
  return origin ? loadTextsFile(language, origin.file) : undefined
}

/** Reads `english`'s translation from its loaded file (English when the file lacks it). */
export function textsFromFile<T extends object>(english: T, file: TextsFile): T {
  const origin = origins.get(english)
  return ((origin && file[origin.name]) as T | undefined) ?? english
}

/**
 * `english`'s texts in `language` once their file has arrived, for code that learns its language
 * only after the page has rendered (a sign-in returning to a fixed English address).
 */
export async function textsWhenLoaded<T extends object>(
  language: Language,
  english: T,
): Promise<T> {
  const { texts, pending } = loadedTexts(language, english)
  if (!pending) return texts
  await pending
  return loadedTexts(language, english).texts
}

/** Loads every translation file: the server does this once before its first page. */
export async function loadAllTexts(): Promise<unknown> {
  const lists = await Promise.all([
    import('./translation-files.ts'),
    import('./back-office-translation-files.ts'),
  ])
  return Promise.all(
    lists
      .flatMap((list) => Object.keys(list.translationFiles))
      .map((path) => {
        const [, language, ...rest] = path.split('/')
        return loadTextsFile(language as Language, rest.join('/').replace(/\.ts$/, ''))
      }),
  )
}

/** For `useSyncExternalStore`: a counter that grows whenever a translation file arrives. */
export function subscribeToLoadedTexts(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
export function loadedTextsVersion() {
  return loadedVersion
}
