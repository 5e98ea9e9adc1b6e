import { fileURLToPath } from 'node:url'

// The API runs from two places: its TypeScript sources (tests, `npm run dev`) and the server
// compiled into one file, apps/api/dist/server.mjs, which every shop server process runs
// (decision 067). A path written relative to the file that uses it would point elsewhere once
// that file is bundled, so files outside the code are found from here. This module sits directly
// in src/, as the bundle sits directly in dist/, so `..` is apps/api/ from both.

/** apps/api/, with a trailing slash. */
export const apiRoot = new URL('..', import.meta.url)

/** An absolute path under apps/api/ (`'drizzle'`, `'../web/build'`). */
export function apiPath(relative: string): string {
  return fileURLToPath(new URL(relative, apiRoot))
}

/** True in the compiled server; false when the TypeScript sources run through tsx or Vitest. */
export const runsCompiled = !import.meta.url.endsWith('.ts')
