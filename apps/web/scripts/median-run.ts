/** One Lighthouse run of a page, as bench:web reports it. */
export interface PageRun {
  name: string
  path: string
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>
  fcpMs: number
  lcpMs: number
  tbtMs: number
  /** Of a page's runs reported as one: each run's TBT in the order run, so its spread shows. */
  tbtEachMs?: number[]
  /** TBT counted from the main thread's CPU time (cpu-blocking-time.ts). */
  cpuTbtMs: number
  cpuTbtEachMs?: number[]
  cls: number
  speedIndexMs: number
  /**
   * Lighthouse's benchmark index of the host during the run: how fast this CPU was then. The
   * simulated phone is the host slowed down, so a slower host (or a busier moment) makes a slower
   * phone; the figures of two runs compare only at similar indexes.
   */
  benchmarkIndex: number
  flagged: string[]
}

/** The middle value; of an even count, the lower middle one (a value some run really had). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN
}

/**
 * A page's runs reported as one: each metric and score is its own median over the runs. Total
 * blocking time swings more from run to run than the score does, so the median run by score
 * could report a TBT no other run came near (26 → 124 ms between two stops, issue 18). The
 * audits flagged are those of the median run by performance score, whose full report is kept.
 */
export function medianRun(runs: PageRun[]): PageRun | undefined {
  const middle = medianByScore(runs.map((summary) => ({ summary })))?.summary
  if (!middle) return undefined
  const of = (pick: (run: PageRun) => number) => median(runs.map(pick))
  return {
    name: middle.name,
    path: middle.path,
    scores: {
      performance: of((run) => run.scores.performance),
      accessibility: of((run) => run.scores.accessibility),
      'best-practices': of((run) => run.scores['best-practices']),
      seo: of((run) => run.scores.seo),
    },
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    tbtEachMs: runs.map((run) => run.tbtMs),
    cpuTbtMs: of((run) => run.cpuTbtMs),
    cpuTbtEachMs: runs.map((run) => run.cpuTbtMs),
    cls: of((run) => run.cls),
    speedIndexMs: of((run) => run.speedIndexMs),
    benchmarkIndex: of((run) => run.benchmarkIndex),
    flagged: middle.flagged,
  }
}

/** The run whose report is kept beside the table: the median one by performance score. */
export function medianByScore<T extends { summary: PageRun }>(runs: T[]): T | undefined {
  const sorted = [...runs].sort(
    (a, b) => a.summary.scores.performance - b.summary.scores.performance,
  )
  return sorted[Math.floor((sorted.length - 1) / 2)]
}
