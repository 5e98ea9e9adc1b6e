import { createServer } from 'node:net'

// How every shop server process is started: `npm start`, the browser suite, the benches and the
// multi-node test run the same command, so what they measure and test is what a shop runs.

/**
 * V8's young generation is at most 3 × 4 MB per thread (the server's and PGlite's worker) instead
 * of 3 × 16 MB: resident memory at idle fell by a third with no loss of throughput the bench could
 * show (decision 063).
 */
export const SERVER_V8_FLAGS = ['--max-semi-space-size=4']

/** Node's arguments for running `entry` (a TypeScript file) as a server process. */
export function serverNodeArgs(entry = 'apps/api/src/server.ts') {
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
