// The PGlite worker's entry (decision 057). Node 20 does not apply the parent thread's
// `--import tsx` to worker threads, and vitest's transform never reaches them, so the worker
// registers tsx's loader itself before it loads its TypeScript.
import { register } from 'tsx/esm/api'

register()
await import('./pglite-worker.ts')
