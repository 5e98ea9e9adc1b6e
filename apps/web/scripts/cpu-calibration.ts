/**
 * Lighthouse slows the page's main-thread work by a fixed factor (4x by default) to stand for a
 * mid-range phone. The factor is relative to the host, so a fast host makes a faster "phone": on
 * stop 35's Xeon (benchmark index ~1,470) 4x was about right; on an EPYC at ~3,700 the same 4x is a
 * phone more than three times quicker. `calibratedSlowdown` answers the factor that makes the host
 * stand for the same phone, from the benchmark index Lighthouse measures on every run
 * (`lhr.environment.benchmarkIndex`).
 *
 * The mapping is the one of Lighthouse's CPU throttling calculator (Patrick Hulce,
 * lighthouse-cpu-throttling-calculator, linked from Lighthouse's docs/throttling.md), three straight
 * pieces through its anchor points: index 150 = 1x, 800 = 2x, 1,300 = 3x, and 233 more per step
 * above that (1,533 = 4x, 2,000 = 6x).
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`not a benchmark index: ${benchmarkIndex}`)
  }
  const pieces = [
    { from: 1300, slowdown: 3, perStep: 233 },
    { from: 800, slowdown: 2, perStep: 500 },
    { from: 150, slowdown: 1, perStep: 650 },
  ]
  // Below 150 the host is already slower than the target phone: no slowdown at all.
  const piece = pieces.find((candidate) => benchmarkIndex >= candidate.from)
  if (!piece) return 1
  const slowdown = piece.slowdown + (benchmarkIndex - piece.from) / piece.perStep
  return Math.round(slowdown * 10) / 10
}

/** The median of the indexes the runs measured: one busy moment must not set the factor. */
export function medianIndex(indexes: number[]): number {
  const sorted = indexes.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) throw new Error('no benchmark index was measured')
  return sorted[Math.floor((sorted.length - 1) / 2)] as number
}
