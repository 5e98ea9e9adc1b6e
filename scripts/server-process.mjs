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
