import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '#app/db/client.ts'
import type { OrderSweep } from '../orders/order-sweeps.ts'
import { claimDueAttempts } from './payment-attempts.ts'
import type { PaymentGateway } from './payment-gateway.ts'
import type { PaymentService } from './payments.service.ts'

/**
 * A lost callback must not leave a paid order waiting (decision 041): attempts undecided after
 * PAYMENT_INQUIRY_AFTER_MINUTES are asked about at the gateway, each at most every few minutes,
 * and a decided answer is applied like a callback. It runs on the order sweeps' timer in every
 * process; claiming with `for update skip locked` (payment-attempts.ts) shares the work.
 */
export class PaymentInquirySweep implements OrderSweep {
  readonly name = 'payment inquiry'
  /** Attempts claimed per round, so one round never waits on many gateway calls. */
  readonly batchSize = 20

  constructor(
    private readonly db: Database,
    private readonly payments: PaymentService,
    private readonly gateway: PaymentGateway,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Asks about up to `limit` due attempts; answers how many it asked about. */
  async sweepBatch(now: Date, limit: number): Promise<number> {
    const due = await claimDueAttempts(this.db, this.gateway.name, now, limit)
    for (const attempt of due) {
      try {
        await this.payments.inquireAttempt(this.gateway, attempt)
      } catch (error) {
        // One gateway failure must not stop the round; the attempt is asked again later.
        this.log.warn({ err: error, attempt: attempt.reference }, 'payment inquiry failed')
      }
    }
    return due.length
  }
}
