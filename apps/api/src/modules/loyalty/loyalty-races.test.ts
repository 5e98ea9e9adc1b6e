import { randomInt } from 'node:crypto'
import { messages } from '@kyanma/shared'
import { inArray, sum } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { orders, pointLedger } from '#app/db/schema/index.ts'
import { ledgerOf, transfer } from '#test/loyalty-helpers.ts'
import {
  balanceOf,
  freshProduct,
  orderBody,
  placeOrder,
  shopper,
  type TestProduct,
} from '#test/order-helpers.ts'
import { twoServersOnOneSchema } from '#test/test-app.ts'
import { postgresUrlFromEnv } from '#test/test-config.ts'
import { LOYALTY_LIMITS } from './loyalty-rate-limits.ts'

/**
 * Issue 6, part 7: two customers sending points to each other and spending them on orders, all
 * at once, over two server processes on a real PostgreSQL server (PGlite runs one transaction
 * at a time, so these races only happen here). No balance may dip below 0, ever, and no point
 * may appear or vanish.
 */
const START = 1000
// As many transfers each way as the rate limit lets one customer make.
const TRANSFERS = LOYALTY_LIMITS.transferPerCustomer.limit
const ORDERS_EACH = 15
// Independent pairs at once: more chances for a missing lock to show.
const PAIRS = 3

describe.runIf(postgresUrlFromEnv())('points racing on PostgreSQL', () => {
  const servers = twoServersOnOneSchema()

  it('never lets a balance go below 0 while A and B transfer and spend at once', async () => {
    const pairs = await Promise.all(
      Array.from({ length: PAIRS }, async () => [
        await shopper(servers.first.app, START),
        await shopper(servers.first.app, START),
      ]),
    )
    const product = await freshProduct(servers.first.app, PAIRS * ORDERS_EACH * 2 + 5, 5_000)

    const work = pairs.flatMap(([a, b]) => raceOf(a as Shopper, b as Shopper, product))
    work.sort(() => Math.random() - 0.5)
    const answers = await Promise.all(
      work.map((run, i) => run(i % 2 === 0 ? servers.first.app : servers.second.app)),
    )

    // Every refusal is the balance check, never an error or a deadlock.
    for (const answer of answers) {
      if (answer.kind === 'transfer') expect([200, 400]).toContain(answer.status)
      else expect([201, 409]).toContain(answer.status)
      if (answer.status >= 400) expect(answer.body.message).toBe(messages.pointsNotEnough)
    }
    // Both kinds really ran (the amounts make refusals likely too, but not certain).
    const succeeded = (kind: string) =>
      answers.filter((answer) => answer.kind === kind && answer.status < 400).length
    expect(succeeded('transfer')).toBeGreaterThan(0)
    expect(succeeded('order')).toBeGreaterThan(0)

    const customers = pairs.flat()
    // Each customer's rows in the order they were written: every row of a customer is written
    // under that customer's row lock, so id order is the order the balance really took.
    for (const customer of customers) {
      let running = 0
      for (const row of await ledgerOf(servers.first.app, customer.customerId)) {
        running += row.points
        expect(running).toBeGreaterThanOrEqual(0)
      }
      expect(running).toBe(await balanceOf(servers.first.app, customer.customerId))
    }

    // Transfers only move points; orders consume them: the total is earned (the grants) minus spent.
    const db = servers.first.app.ctx.db
    const ids = customers.map((customer) => customer.customerId)
    const [spent] = await db
      .select({ value: sum(orders.pointsUsed) })
      .from(orders)
      .where(inArray(orders.customerId, ids))
    let total = 0
    for (const id of ids) total += await balanceOf(servers.first.app, id)
    expect(total).toBe(ids.length * START - Number(spent?.value ?? 0))
    const moved = await db
      .select({ kind: pointLedger.kind, value: sum(pointLedger.points) })
      .from(pointLedger)
      .where(inArray(pointLedger.customerId, ids))
      .groupBy(pointLedger.kind)
    const byKind = Object.fromEntries(moved.map((row) => [row.kind, Number(row.value)]))
    expect(byKind.TRANSFER_IN).toBe(-(byKind.TRANSFER_OUT ?? 0))
    expect(byKind.ORDER_SPEND).toBe(-Number(spent?.value))
  })
})

type Shopper = Awaited<ReturnType<typeof shopper>>
type Run = (app: FastifyInstance) => Promise<{ kind: string; status: number; body: any }>

/** A's and B's requests: transfers both ways (as many as the rate limit allows) and orders. */
function raceOf(a: Shopper, b: Shopper, product: TestProduct): Run[] {
  const transfers = [
    [a, b],
    [b, a],
  ].flatMap(([from, to]) =>
    Array.from({ length: TRANSFERS }, (): Run => {
      const body = { toCustomer: { id: to?.customerId }, points: randomInt(50, 300) }
      return (app) => transfer(app, from?.token, body).then(tagged('transfer'))
    }),
  )
  const spends = [a, b].flatMap((buyer) =>
    Array.from({ length: ORDERS_EACH }, (): Run => {
      const points = randomInt(20, 60)
      const body = orderBody([{ product, qty: 1 }], { points, pointBalance: points })
      return (app) => placeOrder(app, buyer.token, body).then(tagged('order'))
    }),
  )
  return [...transfers, ...spends]
}

function tagged(kind: 'transfer' | 'order') {
  return (answer: { status: number; body: any }) => ({ kind, ...answer })
}
