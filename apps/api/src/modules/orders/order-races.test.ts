import { messages, RECEIPT_WINDOW_HOURS } from '@kyanma/shared'
import { and, eq, isNull } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  notifications,
  orderItems,
  orders,
  pointLedger,
  promotionUses,
} from '#app/db/schema/index.ts'
import {
  balanceOf,
  freshProduct,
  orderBody,
  placeOrder,
  promotionByCode,
  shopper,
  stockOf,
} from '#test/order-helpers.ts'
import { twoServersOnOneSchema } from '#test/test-app.ts'
import { postgresUrlFromEnv } from '#test/test-config.ts'

/**
 * Issue 5, part 8: concurrent orders fighting over the same stock, coupon or points on a real
 * PostgreSQL server, spread over two server processes as production runs them. PGlite serializes
 * every transaction on its one connection, so these races can only happen here.
 */
const RACERS = 30

describe.runIf(postgresUrlFromEnv())('orders racing on PostgreSQL', () => {
  const servers = twoServersOnOneSchema()

  afterEach(() => vi.restoreAllMocks())

  const shoppers = (points = 0) =>
    Promise.all(Array.from({ length: RACERS }, () => shopper(servers.first.app, points)))
  const statuses = (answers: { status: number }[]) =>
    answers.map((answer) => answer.status).sort((a, b) => a - b)

  it('sells the last unit once when 30 customers order it at the same moment', async () => {
    const product = await freshProduct(servers.first.app, 1)
    const customers = await shoppers()
    const body = orderBody([{ product, qty: 1 }])
    const answers = await Promise.all(
      customers.map((customer, index) => placeOrder(servers.appFor(index), customer.token, body)),
    )
    expect(statuses(answers)).toEqual([201, ...Array(RACERS - 1).fill(409)])
    const refused = answers.find((answer) => answer.status === 409)
    expect(refused?.body.message).toBe(messages.outOfStock.replace('{product}', product.name))
    expect(await stockOf(servers.first.app, product.id)).toBe(0)
    const sold = await servers.first.app.ctx.db.$count(
      orderItems,
      eq(orderItems.productId, product.id),
    )
    expect(sold).toBe(1)
  })

  it('sells the last unit of a two-line order once, putting the other line back', async () => {
    const plenty = await freshProduct(servers.first.app, RACERS * 2)
    const scarce = await freshProduct(servers.first.app, 1)
    const customers = await shoppers()
    // Both lines pass the unlocked first read; the stock statement at the end refuses all but one.
    const answers = await Promise.all(
      customers.map((customer, index) =>
        placeOrder(
          servers.appFor(index),
          customer.token,
          orderBody([
            { product: plenty, qty: 2 },
            { product: scarce, qty: 1 },
          ]),
        ),
      ),
    )
    expect(statuses(answers)).toEqual([201, ...Array(RACERS - 1).fill(409)])
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(
      messages.outOfStock.replace('{product}', scarce.name),
    )
    expect(await stockOf(servers.first.app, scarce.id)).toBe(0)
    expect(await stockOf(servers.first.app, plenty.id)).toBe(RACERS * 2 - 2)
  })

  it('places 30 orders of the same products listed in opposite orders without a deadlock', async () => {
    const first = await freshProduct(servers.first.app, RACERS)
    const second = await freshProduct(servers.first.app, RACERS)
    const customers = await shoppers()
    const answers = await Promise.all(
      customers.map((customer, index) => {
        const lines = [
          { product: first, qty: 1 },
          { product: second, qty: 1 },
        ]
        return placeOrder(
          servers.appFor(index),
          customer.token,
          orderBody(index % 2 === 0 ? lines : lines.reverse()),
        )
      }),
    )
    expect(statuses(answers)).toEqual(Array(RACERS).fill(201))
    expect(await stockOf(servers.first.app, first.id)).toBe(0)
    expect(await stockOf(servers.first.app, second.id)).toBe(0)
  })

  it('gives a single-use coupon to exactly one of 30 customers', async () => {
    const lucky = await promotionByCode(servers.first.app, 'LUCKY1')
    const coupon = { ...lucky, discountType: 'FIXED' as const }
    const product = await freshProduct(servers.first.app, RACERS * 2, lucky.minOrderAmount)
    const customers = await shoppers()
    const body = orderBody([{ product, qty: 1 }], { coupon })
    const answers = await Promise.all(
      customers.map((customer, index) => placeOrder(servers.appFor(index), customer.token, body)),
    )
    expect(statuses(answers)).toEqual([201, ...Array(RACERS - 1).fill(409)])
    const uses = await servers.first.app.ctx.db.$count(
      promotionUses,
      and(eq(promotionUses.promotionId, lucky.id), isNull(promotionUses.releasedAt)),
    )
    expect(uses).toBe(1)
    // Only the winner's unit left the shelf.
    expect(await stockOf(servers.first.app, product.id)).toBe(RACERS * 2 - 1)
  })

  it('spends the same points once when 30 orders ask for all of them', async () => {
    const product = await freshProduct(servers.first.app, RACERS * 2)
    const me = await shopper(servers.first.app, 1000)
    const body = orderBody([{ product, qty: 1 }], { points: 1000, pointBalance: 1000 })
    // A different key each: 30 separate checkout attempts, not retries of one.
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, index) =>
        placeOrder(servers.appFor(index), me.token, body),
      ),
    )
    expect(statuses(answers)).toEqual([201, ...Array(RACERS - 1).fill(409)])
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(
      messages.pointsNotEnough,
    )
    expect(await balanceOf(servers.first.app, me.customerId)).toBe(0)
    const placed = await servers.first.app.ctx.db.$count(
      orders,
      eq(orders.customerId, me.customerId),
    )
    expect(placed).toBe(1)
    expect(await stockOf(servers.first.app, product.id)).toBe(RACERS * 2 - 1)
  })

  it('cancels each expired order once when two processes sweep at the same moment', async () => {
    const product = await freshProduct(servers.first.app, 20)
    const me = await shopper(servers.first.app, 100)
    const body = orderBody([{ product, qty: 1 }], {
      paymentType: 'BANK_TRANSFER',
      points: 10,
      pointBalance: 100,
    })
    const ids: number[] = []
    for (let i = 0; i < 10; i++)
      ids.push((await placeOrder(servers.first.app, me.token, body)).body.id)
    expect(await balanceOf(servers.first.app, me.customerId)).toBe(0)

    const past = () => new Date(Date.now() + (RECEIPT_WINDOW_HOURS + 1) * 60 * 60 * 1000)
    vi.spyOn(servers.first.app.services.clock, 'now').mockImplementation(past)
    vi.spyOn(servers.second.app.services.clock, 'now').mockImplementation(past)
    const swept = await Promise.all([
      servers.first.app.services.orderSweeps.sweep(),
      servers.second.app.services.orderSweeps.sweep(),
      servers.first.app.services.orderSweeps.sweep(),
    ])
    expect(swept.reduce((sum, n) => sum + n, 0)).toBe(10)
    const db = servers.first.app.ctx.db
    const cancelled = await db.$count(
      orders,
      and(eq(orders.customerId, me.customerId), eq(orders.status, 'CANCELLED')),
    )
    expect(cancelled).toBe(10)
    const refunds = await db.$count(
      pointLedger,
      and(eq(pointLedger.customerId, me.customerId), eq(pointLedger.kind, 'ORDER_REFUND')),
    )
    expect(refunds).toBe(10)
    expect(await balanceOf(servers.first.app, me.customerId)).toBe(100)
    expect(await stockOf(servers.first.app, product.id)).toBe(20)
    const notes = await db.$count(
      notifications,
      and(
        eq(notifications.customerId, me.customerId),
        // Placing each order wrote one notification too; the sweep's are its own text.
        eq(notifications.title, messages.orderAutoCancelledTitle),
      ),
    )
    expect(notes).toBe(10)
  })
})
