import { PAYMENT_INQUIRY_AFTER_MINUTES } from '@kyanma/shared'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  attemptsOf,
  dingerShop,
  merchantOrderIdOf,
  payAgain,
  paymentsOf,
  postCallback,
  startFakeDinger,
} from '#test/dinger-helpers.ts'
import type { FakeDinger } from '#test/fake-dinger/fake-dinger.ts'
import { shopper } from '#test/order-helpers.ts'
import { receiptOrder } from '#test/receipt-helpers.ts'
import { postgresUrlFromEnv } from '#test/test-config.ts'

/**
 * A callback and a status inquiry of the same Dinger payment at the same moment, on two server
 * processes sharing one PostgreSQL schema (PGlite runs one transaction at a time: no race there).
 */
describe.runIf(postgresUrlFromEnv())('Dinger callbacks and inquiries racing on PostgreSQL', () => {
  let fake: FakeDinger
  let first: Awaited<ReturnType<typeof dingerShop>>
  let second: Awaited<ReturnType<typeof dingerShop>>
  beforeAll(async () => {
    fake = await startFakeDinger()
    first = await dingerShop(fake)
    second = await dingerShop(fake, { sameSchemaAs: first })
    fake.callbackUrl = first.callbackUrl
    fake.dropCallbacks = true
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
    await fake?.close()
  })
  afterEach(() => vi.restoreAllMocks())

  /** A paid Dinger payment whose callback has not arrived yet. */
  async function paidUnannounced() {
    const me = await shopper(first.app)
    const placed = await receiptOrder(first.app, me.token, 'KBZ_PAY')
    const started = await payAgain(first.app, me.token, placed.id)
    const reference = merchantOrderIdOf(started.body.value)
    await fake.decide(reference, 'SUCCESS')
    const transaction = fake.transactions.get(reference)
    if (!transaction) throw new Error('no transaction')
    return { placed, reference, body: fake.callbackBody(fake.resultOf(transaction)) }
  }

  it('a callback racing an inquiry of the same payment is applied once', async () => {
    const gateway = second.app.services.payments.current
    if (!gateway) throw new Error('no gateway')
    for (let round = 0; round < 6; round++) {
      const { placed, reference, body } = await paidUnannounced()
      const attempt = { orderId: placed.id, reference, amount: placed.totalAmount }
      const [callback, inquired, again] = await Promise.all([
        postCallback(first.app, body),
        second.app.services.payments.inquireAttempt(gateway, attempt),
        postCallback(second.app, body),
      ])
      expect([callback.status, callback.body.result, again.body.result]).toEqual([
        200,
        'PAID',
        'PAID',
      ])
      expect(inquired?.result).toBe('PAID')
      const rows = await paymentsOf(first.app, placed.id)
      expect(rows.map((row) => row.result)).toEqual(['PAID'])
      expect((await attemptsOf(first.app, placed.id))[0]?.settledAt).not.toBeNull()
    }
  })

  it('two processes sweeping at once ask about each payment once and pay it once', async () => {
    const lost = await Promise.all([1, 2, 3, 4].map(() => paidUnannounced()))
    const later = new Date(Date.now() + (PAYMENT_INQUIRY_AFTER_MINUTES + 1) * 60_000)
    const asked: string[] = []
    for (const server of [first, second]) {
      vi.spyOn(server.app.services.clock, 'now').mockImplementation(() => later)
      const payments = server.app.services.payments
      const original = payments.inquireAttempt.bind(payments)
      vi.spyOn(payments, 'inquireAttempt').mockImplementation((gateway, attempt) => {
        asked.push(attempt.reference)
        return original(gateway, attempt)
      })
    }
    const sweeps = [first, second].map((server) => server.app.services.orderSweeps)
    await Promise.all(sweeps.map((sweep) => sweep.sweep()))
    for (const { placed, reference } of lost) {
      expect(asked.filter((name) => name === reference)).toHaveLength(1)
      expect((await paymentsOf(first.app, placed.id)).map((row) => row.result)).toEqual(['PAID'])
    }
  })
})
