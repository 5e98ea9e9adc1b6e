import { messages, RECEIPT_PAYMENT_TYPES, RECEIPT_WINDOW_HOURS } from '@kyanma/shared'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { cancelLockedOrder } from './order-cancellation.ts'
import * as repo from './orders.repository.ts'

const HOUR_MS = 60 * 60 * 1000
/** How often each process looks; an order is cancelled at most this long after its window. */
export const SWEEP_INTERVAL_MS = 60_000
/** Orders cancelled per transaction, so one sweep never holds many locks for long. */
const BATCH = 50

/**
 * Cancels bank-transfer and mobile-banking orders that got no receipt within
 * RECEIPT_WINDOW_HOURS (issue 5, part 6): stock, coupon use and points go back and the customer
 * gets a notification. Everything it needs is in the database, so it survives restarts; every
 * process runs it, and `for update skip locked` lets them share the work without doing any twice.
 */
export class UnpaidOrderSweep {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<number> | undefined

  constructor(
    private readonly db: Database,
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
    this.running = this.sweep()
      .catch((error) => {
        this.log.error({ err: error }, 'unpaid-order sweep failed')
        return 0
      })
      .finally(() => {
        this.running = undefined
      })
  }

  /** Cancels every expired order; answers how many. */
  async sweep(): Promise<number> {
    let cancelled = 0
    for (;;) {
      const batch = await this.sweepBatch()
      cancelled += batch
      if (batch < BATCH) return cancelled
    }
  }

  private sweepBatch(): Promise<number> {
    const now = this.clock.now()
    const cutoff = new Date(now.getTime() - RECEIPT_WINDOW_HOURS * HOUR_MS)
    const hours = String(RECEIPT_WINDOW_HOURS)
    const reason = messages.orderAutoCancelReason.replace('{hours}', hours)
    return this.db.transaction(async (tx) => {
      const expired = await repo.lockUnpaidReceiptOrders(tx, RECEIPT_PAYMENT_TYPES, cutoff, BATCH)
      for (const order of expired) {
        const notice = {
          title: messages.orderAutoCancelledTitle,
          description: messages.orderAutoCancelledText
            .replace('{voucherNo}', order.voucherNo)
            .replace('{hours}', hours),
        }
        await cancelLockedOrder(tx, order, { actor: 'SYSTEM', reason, at: now, notice })
      }
      return expired.length
    })
  }
}
