/**
 * Which Mantine modules a public page's first render can run (vite-plugins/chunk-groups.ts).
 *
 * App code imports Mantine by name from the package's index (`import { Button } from
 * '@mantine/core'`), and the index imports every component, so following imports through it
 * would claim all of Mantine. Instead a Mantine module counts when a first-screen app module
 * imports one of the names the index takes from it, or when a Mantine module that counts imports
 * it (directly, or by name through an index: components take their hooks from
 * `@mantine/hooks`'s index). The bundler leaves out what nobody uses; this only decides which
 * file a used module goes to.
 */

interface ModuleGraph {
  getModuleInfo(id: string): {
    importers: readonly string[]
    code: string | null
  } | null
}

/** Mantine's own packages; chunk-groups.ts groups their modules by this answer. */
export const MANTINE = /[\\/]node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/
const MANTINE_INDEX = /[\\/]node_modules[\\/]@mantine[\\/](core|hooks)[\\/]esm[\\/]index\.mjs$/
const IMPORT_CLAUSE = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g
const EXPORT_CLAUSE = /export\s*\{([^}]*)\}\s*;?\s*$/m

/** `a, b as c` → [['a', 'a'], ['b', 'c']]: each name as written and as bound. */
function specifiers(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = '', alias = name] = part.split(/\s+as\s+/)
      return [name.trim(), alias.trim()]
    })
}

/** The package a bare specifier names, as it appears in a module id (`@mantine/core`). */
const packageOf = (id: string) => id.match(MANTINE_INDEX)?.[1]

export function createFirstScreenMantine<Graph extends ModuleGraph>(
  isFirstScreenApp: (id: string, graph: Graph) => boolean,
) {
  /** Per index: the module file each exported name comes from. */
  const exportsOfIndex = new Map<string, Map<string, string>>()
  /** Per importer: the names it takes from each Mantine package's index. */
  const namesTaken = new Map<string, Map<string, Set<string>>>()
  const known = new Map<string, boolean>()

  const indexExports = (indexId: string, graph: Graph) => {
    let exported = exportsOfIndex.get(indexId)
    if (exported) return exported
    exported = new Map()
    const code = graph.getModuleInfo(indexId)?.code ?? ''
    const fileOfLocal = new Map<string, string>()
    for (const [, list = '', from = ''] of code.matchAll(IMPORT_CLAUSE)) {
      const file = new URL(from, `file://${indexId}`).pathname
      for (const [, local] of specifiers(list)) fileOfLocal.set(local, file)
    }
    for (const [local, name] of specifiers(code.match(EXPORT_CLAUSE)?.[1] ?? '')) {
      const file = fileOfLocal.get(local)
      if (file) exported.set(name, file)
    }
    exportsOfIndex.set(indexId, exported)
    return exported
  }

  const takenFrom = (importerId: string, packageName: string, graph: Graph) => {
    let taken = namesTaken.get(importerId)
    if (!taken) {
      taken = new Map()
      const code = graph.getModuleInfo(importerId)?.code ?? ''
      for (const [, list = '', from = ''] of code.matchAll(IMPORT_CLAUSE)) {
        const match = from.match(/^@mantine\/(core|hooks)$/)
        if (!match?.[1]) continue
        const names = taken.get(match[1]) ?? new Set<string>()
        for (const [name] of specifiers(list)) names.add(name)
        taken.set(match[1], names)
      }
      namesTaken.set(importerId, taken)
    }
    return taken.get(packageName) ?? new Set<string>()
  }

  /** Whether `importerId` (app code or a Mantine module) runs on a first screen. */
  const usesOnFirstScreen = (importerId: string, graph: Graph, path: Set<string>) =>
    MANTINE.test(importerId) ? visit(importerId, graph, path) : isFirstScreenApp(importerId, graph)

  const visit = (id: string, graph: Graph, path: Set<string>): boolean => {
    const cached = known.get(id)
    if (cached !== undefined) return cached
    if (path.has(id)) return false
    path.add(id)
    let found = false
    for (const importer of graph.getModuleInfo(id)?.importers ?? []) {
      const packageName = packageOf(importer)
      if (packageName) {
        // Through an index: only importers that take a name this module provides.
        const names = [...indexExports(importer, graph)]
          .filter(([, file]) => file === id)
          .map(([name]) => name)
        for (const user of graph.getModuleInfo(importer)?.importers ?? []) {
          const taken = takenFrom(user, packageName, graph)
          if (names.some((name) => taken.has(name)) && usesOnFirstScreen(user, graph, path)) {
            found = true
            break
          }
        }
      } else if (usesOnFirstScreen(importer, graph, path)) {
        found = true
      }
      if (found) break
    }
    path.delete(id)
    // An answer cut short by a cycle may be false only for now: remember only a found one.
    if (found || path.size === 0) known.set(id, found)
    return found
  }

  return (id: string, graph: Graph) => MANTINE.test(id) && visit(id, graph, new Set())
}
