import { messages } from '@kyanma/shared'
import { and, count, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  balanceOf,
  freshProduct,
  orderBody,
  placeOrder,
  promotionByCode,
  shopper,
  stockOf,
} from '../../../test/order-helpers.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { postgresUrlFromEnv } from '../../../test/test-config.ts'
import { orderItems, orders, promotionUses } from '../../db/schema/index.ts'

/**
 * Issue 5, part 8: concurrent orders fighting over the same stock, coupon or points on a real
 * PostgreSQL server, spread over two server processes as production runs them. PGlite serializes
 * every transaction on its one connection, so these races can only happen here.
 */
const RACERS = 30

describe.runIf(postgresUrlFromEnv())('orders racing on PostgreSQL', () => {
  let first: TestApp
  let second: TestApp
  beforeAll(async () => {
    first = await createTestApp()
    second = await createTestApp({ sameSchemaAs: first })
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
  })

  const appFor = (index: number) => (index % 2 === 0 ? first.app : second.app)
  const shoppers = (points = 0) =>
    Promise.all(Array.from({ length: RACERS }, () => shopper(first.app, points)))
  const statuses = (answers: { status: number }[]) =>
    answers.map((answer) => answer.status).sort((a, b) => a - b)

  it('sells the last unit once when 30 customers order it at the same moment', async () => {
    const product = await freshProduct(first.app, 1)
    const customers = await shoppers()
    const body = orderBody([{ product, qty: 1 }])
    const answers = await Promise.all(
      customers.map((customer, index) => placeOrder(appFor(index), customer.token, body)),
    )
    expect(statuses(answers)).toEqual([201, ...Array(RACERS - 1).fill(409)])
    const refused = answers.find((answer) => answer.status === 409)
    expect(refused?.body.message).toBe(messages.outOfStock.replace('{product}', product.name))
    expect(await stockOf(first.app, product.id)).toBe(0)
    const [sold] = await first.app.ctx.db
      .select({ value: count() })
      .from(orderItems)
      .where(eq(orderItems.productId, product.id))
    expect(sold?.value).toBe(1)
  })

  it('gives a single-use coupon to exactly one of 30 customers', async () => {
    const lucky = await promotionByCode(first.app, 'LUCKY1')
    const coupon = { ...lucky, discountType: 'FIXED' as const }
    const product = await freshProduct(first.app, RACERS * 2, lucky.minOrderAmount)
    const customers = await shoppers()
    const body = orderBody([{ product, qty: 1 }], { coupon })
    const answers = await Promise.all(
      customers.map((customer, index) => placeOrder(appFor(index), customer.token, body)),
    )
    expect(statuses(answers)).toEqual([201, ...Array(RACERS - 1).fill(409)])
    const [uses] = await first.app.ctx.db
      .select({ value: count() })
      .from(promotionUses)
      .where(and(eq(promotionUses.promotionId, lucky.id), isNull(promotionUses.releasedAt)))
    expect(uses?.value).toBe(1)
    // Only the winner's unit left the shelf.
    expect(await stockOf(first.app, product.id)).toBe(RACERS * 2 - 1)
  })

  it('spends the same points once when 30 orders ask for all of them', async () => {
    const product = await freshProduct(first.app, RACERS * 2)
    const me = await shopper(first.app, 1000)
    const body = orderBody([{ product, qty: 1 }], { points: 1000, pointBalance: 1000 })
    // A different key each: 30 separate checkout attempts, not retries of one.
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, index) => placeOrder(appFor(index), me.token, body)),
    )
    expect(statuses(answers)).toEqual([201, ...Array(RACERS - 1).fill(409)])
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(
      messages.pointsNotEnough,
    )
    expect(await balanceOf(first.app, me.customerId)).toBe(0)
    const [placed] = await first.app.ctx.db
      .select({ value: count() })
      .from(orders)
      .where(eq(orders.customerId, me.customerId))
    expect(placed?.value).toBe(1)
    expect(await stockOf(first.app, product.id)).toBe(RACERS * 2 - 1)
  })
})
