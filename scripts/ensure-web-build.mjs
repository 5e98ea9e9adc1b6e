// Builds the web app when its build is missing or older than any source it is made from, so
// `npm start` on a fresh clone (or after a pull) serves what the sources say without a build
// every start.
import { execFileSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { newestChange } from './newest-change.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const builtEntry = path.join(root, 'apps/web/build/server/index.js')
const sources = [
  'apps/web/app',
  'apps/web/public',
  'packages/shared/src',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugins',
  'apps/web/service-worker',
  'apps/web/scripts/build-offline-support.ts',
  'apps/web/scripts/offline-support',
  'apps/web/react-router.config.ts',
  'package-lock.json',
]

export function ensureWebBuild() {
  const builtAt = existsSync(builtEntry) ? statSync(builtEntry).mtimeMs : 0
  if (builtAt > Math.max(...sources.map((source) => newestChange(root, source)))) return false
  console.log(builtAt ? 'Web sources changed: rebuilding the web app…' : 'Building the web app…')
  // Always a production build: under Vitest NODE_ENV is 'test', which would give a development
  // build (twice the script) to the browser tests and to anything measuring the pages.
  execFileSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  return true
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureWebBuild()
