import os from 'node:os'
import { writeSection } from '../../../scripts/bench-sections.mjs'
import type { LoadResult } from './load.ts'
import { LOAD } from './load.ts'

/**
 * What a row must reach (issue 17's table): a share of the ceiling's requests/s, with a p99 where
 * the issue sets one, or a rate of its own (orders).
 */
export type Target = { share: number; p99Ms?: number } | { perSecond: number; p99Ms: number }

export interface Measured {
  name: string
  target?: Target
  result: LoadResult
}

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  const memory = Math.round(os.totalmem() / 1024 ** 3)
  return `${cpu}, ${os.cpus().length} cores, ${memory} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`
}

function verdict(target: Target | undefined, result: LoadResult, share: number): string {
  if (target === undefined) return 'reported'
  const [rateMet, rate] =
    'share' in target
      ? [share >= target.share, `>= ${target.share * 100}%`]
      : [result.requestsPerSecond >= target.perSecond, `>= ${target.perSecond}/s`]
  const p99Met = target.p99Ms === undefined || result.p99 < target.p99Ms
  const rule = target.p99Ms === undefined ? rate : `${rate}, p99 < ${target.p99Ms} ms`
  return `${rateMet && p99Met ? 'met' : 'MISSED'} (${rule})`
}

export function formatTable(ceiling: LoadResult, rows: Measured[]): string {
  const lines = [
    '| scenario | requests/s | share of ceiling | p50 ms | p99 ms | non-2xx | target |',
    '|---|---:|---:|---:|---:|---:|---|',
    `| ceiling (bare Fastify, same answer size) | ${ceiling.requestsPerSecond} | 100% | ${ceiling.p50} | ${ceiling.p99} | ${ceiling.non2xx} | |`,
  ]
  for (const { name, target, result } of rows) {
    const share = result.requestsPerSecond / ceiling.requestsPerSecond
    lines.push(
      `| ${name} | ${result.requestsPerSecond} | ${(share * 100).toFixed(1)}% | ${result.p50} | ${result.p99} | ${result.non2xx} | ${verdict(target, result, share)} |`,
    )
  }
  return lines.join('\n')
}

export interface ReportHeader {
  /** docs/benchmarks.md section: one per database, so a run on one keeps the other's table. */
  section: string
  database: string
  productCount: number
  /** The load average when the run started: the machine is shared, and it shows in the figures. */
  loadAverage: string
}

/** Rewrites this database's API section of docs/benchmarks.md and keeps the others; a note indented by two spaces is a sub-item of the one before. */
export function writeReport(file: string, header: ReportHeader, table: string, notes: string[]) {
  const text = `## API on ${header.database} (\`npm run bench:api\`${header.database === 'PGlite' ? '' : ' with DATABASE_URL'})

- Date: ${new Date().toISOString().slice(0, 10)}
- Machine: ${machine()}; load average ${header.loadAverage} when the run started
- Database: ${header.database}, ${header.productCount.toLocaleString('en-US')} products (demo catalogue grown by
  \`apps/api/bench/generate-catalogue.ts\`, then VACUUM ANALYZE)
- Load: autocannon on 127.0.0.1, ${LOAD.connections} connections, ${LOAD.durationSeconds} s per scenario; the server and
  the ceiling each run as their own process on the same machine as the load generator.

${table}

${notes.map((note) => (note.startsWith('  ') ? `  - ${note.trim()}` : `- ${note}`)).join('\n')}
`
  writeSection(file, header.section, text)
}
