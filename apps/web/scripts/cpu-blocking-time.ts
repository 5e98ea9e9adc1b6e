/**
 * Total blocking time counted from the main thread's CPU time instead of its wall time
 * (decision 081).
 *
 * Lighthouse's simulated TBT multiplies each task's wall time by the CPU slowdown. On a host
 * with two cores, the renderer's main thread waits for a core while the server, Chromium's
 * browser process and its other threads run, and a task's wall time was 1.5-3 times its CPU
 * time (issue 18, stop 39): the same page gave a TBT of 96 and of 495 ms in two runs. CPU time
 * is what the page's own work costs, whatever else the host is doing, so this figure moves when
 * the page changes and hardly when the neighbours do.
 *
 * It follows TBT's definition on the observed trace: every top-level task of the page's main
 * thread that is still running at the first contentful paint or starts after it blocks for
 * `slowdown × CPU time − 50 ms` when that is positive. A task that straddles the paint counts
 * whole (Lighthouse counts only its part after the paint): the figure errs high, never low. The
 * window runs to the end of the trace (Lighthouse stops recording once the page is quiet), not
 * to a simulated time to interactive.
 */

/** The fields of a Chrome trace event this reads (Trace Event Format). */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } }
}

/** A task that blocks input for longer than this is a long task (TBT's threshold). */
const LONG_TASK_MS = 50

/** The names Chromium's scheduler gives a task run from a queue (newer and older builds). */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])

export function cpuBlockingTime(events: readonly TraceEvent[], slowdown: number): number {
  // The page's own navigation marks its renderer's main thread (about:blank's has no URL).
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
  )
  if (!navigation) return Number.NaN
  const onMainThread = (event: TraceEvent) =>
    event.pid === navigation.pid && event.tid === navigation.tid
  const firstPaint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' && onMainThread(event) && event.ts >= navigation.ts,
  )
  if (!firstPaint) return Number.NaN
  const tasks = events
    .filter((event) => event.ph === 'X' && TASK_NAMES.has(event.name) && onMainThread(event))
    .sort((a, b) => a.ts - b.ts)
  let blockingMs = 0
  let coveredUntil = Number.NEGATIVE_INFINITY
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0)
    // A task run inside another (a nested run loop) is already in its parent's CPU time.
    if (end <= coveredUntil) continue
    coveredUntil = end
    if (end < firstPaint.ts) continue
    blockingMs += Math.max(0, (slowdown * (task.tdur ?? 0)) / 1000 - LONG_TASK_MS)
  }
  return Math.round(blockingMs)
}
