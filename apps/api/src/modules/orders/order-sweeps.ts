import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../lib/clock.ts'

/** How often each process looks; an order is cancelled at most this long after its deadline. */
export const SWEEP_INTERVAL_MS = 60_000
/** Orders cancelled per transaction, so one sweep never holds many locks for long. */
export const SWEEP_BATCH = 50

/**
 * One kind of overdue order the server cancels by itself. `sweepBatch` cancels at most `limit`
 * of them in one transaction, taking them `for update skip locked` so processes sweeping at the
 * same moment share the work without doing any twice, and answers how many it cancelled.
 */
export interface OrderSweep {
  readonly name: string
  sweepBatch(now: Date, limit: number): Promise<number>
}

/**
 * Runs every order sweep (unpaid receipts, missing prescriptions ...) in every server process,
 * once at start and then every interval. Everything a sweep needs is in the database, so a
 * restart loses nothing.
 */
export class OrderSweeps {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<number> | undefined

  constructor(
    private readonly sweeps: readonly OrderSweep[],
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Sweeps now and then every interval. */
  start() {
    this.tick()
    this.timer = setInterval(() => this.tick(), SWEEP_INTERVAL_MS)
    this.timer.unref()
  }

  async stop() {
    clearInterval(this.timer)
    this.timer = undefined
    await this.running?.catch(() => {})
  }

  private tick() {
    if (this.running) return
    this.running = this.sweep().finally(() => {
      this.running = undefined
    })
  }

  /** Runs every sweep until nothing is overdue; answers how many orders were cancelled. */
  async sweep(): Promise<number> {
    let cancelled = 0
    for (const sweep of this.sweeps) {
      // One failing sweep must not keep the others from running.
      cancelled += await this.drain(sweep).catch((error) => {
        this.log.error({ err: error }, `${sweep.name} sweep failed`)
        return 0
      })
    }
    return cancelled
  }

  private async drain(sweep: OrderSweep): Promise<number> {
    let cancelled = 0
    for (;;) {
      const batch = await sweep.sweepBatch(this.clock.now(), SWEEP_BATCH)
      cancelled += batch
      if (batch < SWEEP_BATCH) return cancelled
    }
  }
}
