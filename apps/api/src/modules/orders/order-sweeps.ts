import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '#app/lib/clock.ts'

/** How often each process looks; an order is cancelled at most this long after its deadline. */
export const SWEEP_INTERVAL_MS = 60_000
/** Orders handled per round (one transaction each when cancelling), so no sweep holds many locks. */
export const SWEEP_BATCH = 50

/**
 * One kind of overdue order the server deals with by itself (cancels it, or asks the gateway
 * about its payment). `sweepBatch` handles at most `limit` of them, taking them `for update skip
 * locked` so processes sweeping at the same moment share the work without doing any twice, and
 * answers how many it handled.
 */
export interface OrderSweep {
  readonly name: string
  /** The `limit` it is given; SWEEP_BATCH unless it needs smaller rounds. */
  readonly batchSize?: number
  sweepBatch(now: Date, limit: number): Promise<number>
}

/**
 * Runs every order sweep (unpaid receipts, missing prescriptions, payments whose callback is
 * lost) in every server process,
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

  /** Runs every sweep until nothing is overdue; answers how many orders they handled. */
  async sweep(): Promise<number> {
    let handled = 0
    for (const sweep of this.sweeps) {
      // One failing sweep must not keep the others from running.
      handled += await this.drain(sweep).catch((error) => {
        this.log.error({ err: error }, `${sweep.name} sweep failed`)
        return 0
      })
    }
    return handled
  }

  private async drain(sweep: OrderSweep): Promise<number> {
    const limit = sweep.batchSize ?? SWEEP_BATCH
    let handled = 0
    for (;;) {
      const batch = await sweep.sweepBatch(this.clock.now(), limit)
      handled += batch
      if (batch < limit) return handled
    }
  }
}
