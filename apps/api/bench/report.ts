import os from 'node:os'
import { writeSection } from '../../../scripts/bench-sections.mjs'
import type { LoadResult } from './load.ts'
import { LOAD } from './load.ts'

export interface Measured {
  name: string
  /** Which target applies: share of the ceiling's requests/s it must reach. */
  target?: number
  result: LoadResult
}

const P99_TARGET_MS = 100

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  const memory = Math.round(os.totalmem() / 1024 ** 3)
  return `${cpu}, ${os.cpus().length} cores, ${memory} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`
}

export function formatTable(ceiling: LoadResult, rows: Measured[]): string {
  const lines = [
    '| scenario | requests/s | share of ceiling | p50 ms | p99 ms | non-2xx | target |',
    '|---|---:|---:|---:|---:|---:|---|',
    `| ceiling (bare Fastify, same answer size) | ${ceiling.requestsPerSecond} | 100% | ${ceiling.p50} | ${ceiling.p99} | ${ceiling.non2xx} | |`,
  ]
  for (const { name, target, result } of rows) {
    const share = result.requestsPerSecond / ceiling.requestsPerSecond
    const verdict =
      target === undefined
        ? 'reported'
        : share >= target && result.p99 < P99_TARGET_MS
          ? `met (>= ${target * 100}%, p99 < ${P99_TARGET_MS} ms)`
          : `MISSED (>= ${target * 100}%, p99 < ${P99_TARGET_MS} ms)`
    lines.push(
      `| ${name} | ${result.requestsPerSecond} | ${(share * 100).toFixed(1)}% | ${result.p50} | ${result.p99} | ${result.non2xx} | ${verdict} |`,
    )
  }
  return lines.join('\n')
}

/** Rewrites the API section of docs/benchmarks.md and keeps the others (the web pages'). */
export function writeReport(file: string, productCount: number, table: string, notes: string[]) {
  const text = `## API (\`npm run bench:api\`)

- Date: ${new Date().toISOString().slice(0, 10)}
- Machine: ${machine()}
- Database: embedded PGlite, ${productCount.toLocaleString('en-US')} products (demo catalogue grown by
  \`apps/api/bench/generate-catalogue.ts\`), in \`.bench/\`
- Load: autocannon on 127.0.0.1, ${LOAD.connections} connections, ${LOAD.durationSeconds} s per scenario; the server and
  the ceiling each run as their own process on the same machine as the load generator.

${table}

${notes.map((note) => `- ${note}`).join('\n')}
`
  writeSection(file, 'api-bench', text)
}
