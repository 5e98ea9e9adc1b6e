// Compiles the API server into apps/api/dist: server.mjs, and pglite-worker.mjs for the embedded
// database's worker thread. Every shop server process runs these instead of the TypeScript
// sources through tsx, which kept about 100 MB more resident at idle (decision 067). Tests and
// `npm run dev` still run the sources.
import { existsSync, readFileSync, renameSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSync } from 'esbuild'
import { newestChange } from './newest-change.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const distDir = path.join(root, 'apps/api/dist')
export const COMPILED_SERVER = path.join(distDir, 'server.mjs')
const ENTRIES = {
  'server.mjs': 'apps/api/src/server.ts',
  'pglite-worker.mjs': 'apps/api/src/db/pglite-worker.ts',
}
const SOURCES = [
  'apps/api/src',
  'packages/shared/src',
  'package-lock.json',
  'scripts/build-api.mjs',
]

/**
 * The workspace's shared package is compiled in (its exports point at TypeScript); every other
 * package stays an import of node_modules, as PGlite finds its WebAssembly beside its own files.
 */
function sharedPackageAliases() {
  const sharedDir = path.join(root, 'packages/shared')
  const { name, exports } = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'))
  return Object.fromEntries(
    Object.entries(exports).map(([subpath, file]) => [
      name + subpath.slice(1),
      path.join(sharedDir, file),
    ]),
  )
}

/** Builds when a compiled file is missing or older than any source; returns whether it built. */
export function ensureApiBuild() {
  const outputs = Object.keys(ENTRIES).map((file) => path.join(distDir, file))
  const builtAt = Math.min(
    ...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)),
  )
  if (builtAt > Math.max(...SOURCES.map((source) => newestChange(root, source)))) return false
  const alias = sharedPackageAliases()
  for (const [outputName, entry] of Object.entries(ENTRIES)) {
    // Written under a name of its own, then renamed: several processes (the browser suite's
    // servers) may build at once, and none may start a half-written file.
    const partial = path.join(distDir, `${outputName}.${process.pid}.partial.mjs`)
    buildSync({
      entryPoints: [path.join(root, entry)],
      outfile: partial,
      bundle: true,
      packages: 'external',
      alias,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      keepNames: true,
      logLevel: 'warning',
    })
    renameSync(partial, path.join(distDir, outputName))
  }
  return true
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureApiBuild()
