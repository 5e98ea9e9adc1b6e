import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { claimDueAttempts } from './payment-attempts.ts'
import type { PaymentGateway } from './payment-gateway.ts'
import type { PaymentService } from './payments.service.ts'

/** How often each process looks. */
export const INQUIRY_SWEEP_INTERVAL_MS = 60_000
/** Attempts claimed per round, so one round never waits on many gateway calls. */
const BATCH = 20

/**
 * A lost callback must not leave a paid order waiting (decision 041): attempts undecided after
 * PAYMENT_INQUIRY_AFTER_MINUTES are asked about at the gateway, each at most every few minutes,
 * and a decided answer is applied like a callback. Every process runs it; claiming with
 * `for update skip locked` (payment-attempts.ts) shares the work.
 *
 * The timer is the unpaid-order sweep's (orders/unpaid-order-sweep.ts), copied while another
 * change is under way there; the two are to be folded into one periodic runner.
 */
export class PaymentInquirySweep {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<number> | undefined

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly payments: PaymentService,
    private readonly gateway: PaymentGateway,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Sweeps now and then every interval. */
  start() {
    this.tick()
    this.timer = setInterval(() => this.tick(), INQUIRY_SWEEP_INTERVAL_MS)
    this.timer.unref()
  }

  async stop() {
    clearInterval(this.timer)
    this.timer = undefined
    await this.running?.catch(() => {})
  }

  private tick() {
    if (this.running) return
    this.running = this.sweep()
      .catch((error) => {
        this.log.error({ err: error }, 'payment inquiry sweep failed')
        return 0
      })
      .finally(() => {
        this.running = undefined
      })
  }

  /** Asks about every due attempt; answers how many were decided by the answers. */
  async sweep(): Promise<number> {
    let decided = 0
    for (;;) {
      const due = await claimDueAttempts(this.db, this.gateway.name, this.clock.now(), BATCH)
      for (const attempt of due) {
        try {
          if (await this.payments.inquireAttempt(this.gateway, attempt)) decided++
        } catch (error) {
          // One gateway failure must not stop the round; the attempt is asked again later.
          this.log.warn({ err: error, attempt: attempt.reference }, 'payment inquiry failed')
        }
      }
      if (due.length < BATCH) return decided
    }
  }
}
