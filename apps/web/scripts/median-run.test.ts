import { describe, expect, it } from 'vitest'
import { medianByScore, medianRun, type PageRun } from './median-run.ts'

const run = (
  performance: number,
  tbtMs: number,
  lcpMs: number,
  flagged: string[] = [],
): PageRun => ({
  name: 'home',
  path: '/',
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs: 800,
  lcpMs,
  tbtMs,
  cpuTbtMs: tbtMs / 10,
  cls: 0,
  speedIndexMs: 900,
  benchmarkIndex: 1500,
  flagged,
})

describe('medianRun', () => {
  it('takes each metric’s own median, not one run’s figures', () => {
    const kept = medianRun([run(99, 20, 1300), run(93, 310, 1100), run(98, 45, 1500)])
    expect(kept?.scores.performance).toBe(98)
    expect(kept?.tbtMs).toBe(45)
    expect(kept?.lcpMs).toBe(1300)
  })

  it('keeps every run’s TBT, in the order run, so the noise is in the report', () => {
    const kept = medianRun([run(99, 20, 1300), run(93, 310, 1100), run(98, 45, 1500)])
    expect(kept?.tbtEachMs).toEqual([20, 310, 45])
    expect(kept?.cpuTbtEachMs).toEqual([2, 31, 4.5])
    expect(kept?.cpuTbtMs).toBe(4.5)
  })

  it('reports the audits of the median run by score', () => {
    const kept = medianRun([
      run(99, 20, 1300, ['a']),
      run(93, 310, 1100, ['b']),
      run(98, 45, 1500, ['c']),
    ])
    expect(kept?.flagged).toEqual(['c'])
  })

  it('takes the lower middle of an even count, a value a run really had', () => {
    expect(medianRun([run(99, 20, 1300), run(93, 310, 1100)])?.tbtMs).toBe(20)
  })

  it('has nothing to report without runs', () => {
    expect(medianRun([])).toBeUndefined()
    expect(medianByScore([])).toBeUndefined()
  })
})
