import { createServer } from 'node:net'
import { COMPILED_SERVER, ensureApiBuild } from './build-api.mjs'

// How every shop server process is started: `npm start`, the browser suite, the benches and the
// multi-node test run the same command, so what they measure and test is what a shop runs.

/**
 * - V8's young generation is at most 3 × 4 MB per thread (the server's and PGlite's worker)
 *   instead of 3 × 16 MB: resident memory at idle fell by a third (decision 063).
 * - WebAssembly runs on V8's baseline compiler only: PGlite is the only WebAssembly in the
 *   process, and its optimised second copy cost 60–80 MB at idle for no throughput the bench
 *   could show (decision 068).
 */
export const SERVER_V8_FLAGS = ['--max-semi-space-size=4', '--liftoff-only']

/**
 * Node's arguments for a shop server: the compiled server (decision 067), built first if it is
 * missing or older than its sources.
 */
export function serverNodeArgs() {
  ensureApiBuild()
  return [...SERVER_V8_FLAGS, COMPILED_SERVER]
}

/** Node's arguments for another TypeScript entry (the bench's ceiling) with the server's flags. */
export function typeScriptNodeArgs(entry) {
  return [...SERVER_V8_FLAGS, '--import', 'tsx', entry]
}

/** A TCP port free on 127.0.0.1 right now, for a server a test or bench starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
    probe.on('error', reject)
  })
}

/**
 * A shop server's environment as production runs it on the embedded database: on 127.0.0.1
 * `port`, its data in `dataDir`, its links naming `publicUrl`, warnings only. The browser suite's
 * shops and bench:web start the compiled server with it.
 */
export function productionServerEnv({ port, dataDir, publicUrl }) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: '',
    PUBLIC_URL: publicUrl,
  }
}
