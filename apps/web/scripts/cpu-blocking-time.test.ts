import { describe, expect, it } from 'vitest'
import { cpuBlockingTime, type TraceEvent } from './cpu-blocking-time.ts'

const PAGE = { pid: 7, tid: 7 }
const MS = 1000

const navigation = (url = 'http://127.0.0.1:3000/'): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ...PAGE,
  ts: 1_000 * MS,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: url } },
})
const firstPaint: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: 1_300 * MS }

/** A task at `atMs` that took `wallMs` on the clock and `cpuMs` of the thread's CPU. */
const task = (atMs: number, wallMs: number, cpuMs: number, where = PAGE): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts: atMs * MS,
  dur: wallMs * MS,
  tdur: cpuMs * MS,
})

describe('cpuBlockingTime', () => {
  it('counts slowdown × CPU time beyond 50 ms, whatever the wall time', () => {
    const events = [navigation(), firstPaint, task(1_400, 90, 20), task(1_600, 200, 10)]
    // 4 × 20 − 50 = 30; 4 × 10 = 40 is not a long task, however long its wall time.
    expect(cpuBlockingTime(events, 4)).toBe(30)
  })

  it('leaves out tasks that ended before the first contentful paint, keeps one running at it', () => {
    const events = [navigation(), firstPaint, task(1_100, 60, 40), task(1_290, 30, 25)]
    expect(cpuBlockingTime(events, 4)).toBe(50)
  })

  it('counts a task run inside another only once, in its parent', () => {
    const events = [navigation(), firstPaint, task(1_400, 100, 30), task(1_420, 20, 15)]
    expect(cpuBlockingTime(events, 4)).toBe(70)
  })

  it('reads only the main thread of the page navigated to', () => {
    const elsewhere = { pid: 7, tid: 9 }
    const blank = { ...navigation('about:blank'), pid: 3, tid: 3 }
    const events = [blank, task(1_400, 100, 90, { pid: 3, tid: 3 })]
    events.push(navigation(), firstPaint, task(1_400, 100, 90, elsewhere))
    expect(cpuBlockingTime(events, 4)).toBe(0)
  })

  it('is not a number when the trace holds no navigation or no first paint', () => {
    expect(cpuBlockingTime([firstPaint, task(1_400, 100, 90)], 4)).toBeNaN()
    expect(cpuBlockingTime([navigation(), task(1_400, 100, 90)], 4)).toBeNaN()
  })
})
