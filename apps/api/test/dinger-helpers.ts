import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import type { DingerConfig } from '../src/config.ts'
import { paymentAttempts, payments } from '../src/db/schema/index.ts'
import { call, newAddress } from './auth-helpers.ts'
import { type FakeDinger, startFakeDinger } from './fake-dinger/fake-dinger.ts'
import { createTestApp, type TestApp } from './test-app.ts'

/** Helpers for the Dinger tests: the shop listening on 127.0.0.1 with the fake Dinger beside it. */

export const DINGER_CALLBACK = '/api/payments/callback/dinger'

/**
 * A shop whose gateway is Dinger, listening (the fake posts its callbacks over the network), and
 * the fake. `dinger` changes the shop's Dinger settings (a wrong key, say).
 */
export async function dingerShop(
  fake: FakeDinger,
  options: { dinger?: Partial<DingerConfig>; sameSchemaAs?: TestApp } = {},
) {
  const t = await createTestApp({
    ...(options.sameSchemaAs && { sameSchemaAs: options.sameSchemaAs }),
    config: {
      payments: {
        gateway: 'dinger',
        sandbox: false,
        dinger: { ...fake.config, ...options.dinger },
      },
    },
  })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = t.app.server.address() as AddressInfo
  return { ...t, callbackUrl: `http://127.0.0.1:${port}${DINGER_CALLBACK}` }
}

export { startFakeDinger }

/**
 * How a Dinger suite starts: the fake Dinger and a shop wired to it (the fake posts its callbacks
 * to the shop), started before the file's tests and closed after them. Each test starts with the
 * fake answering callbacks again and no spies left. The handle reads the started shop and fake.
 */
export function useDingerShop() {
  let fake: FakeDinger | undefined
  let shop: DingerShop | undefined
  beforeAll(async () => {
    fake = await startFakeDinger()
    shop = await dingerShop(fake)
    fake.callbackUrl = shop.callbackUrl
  })
  afterAll(async () => {
    await shop?.close()
    await fake?.close()
  })
  afterEach(() => {
    vi.restoreAllMocks()
    if (fake) fake.dropCallbacks = false
  })
  const started = () => {
    if (!fake || !shop) throw new Error('the Dinger shop starts in beforeAll')
    return { fake, shop }
  }
  return {
    get app() {
      return started().shop.app
    },
    get fake() {
      return started().fake
    },
  }
}

type DingerShop = Awaited<ReturnType<typeof dingerShop>>

/** "Pay" as the order page's button asks for it. */
export const payAgain = (app: FastifyInstance, token: string, id: number) =>
  call(app, 'POST', `/api/customers/me/orders/${id}/payment`, { token })

/** The launcher paymentResponse.value leads to, as the browser asks for it. */
export const launch = (app: FastifyInstance, token: string | undefined, id: number) =>
  app.inject({
    method: 'GET',
    url: `/api/payments/pay/${id}`,
    remoteAddress: newAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

/** A callback body posted to the shop as Dinger would. */
export async function postCallback(app: FastifyInstance, body: string) {
  const response = await app.inject({
    method: 'POST',
    url: DINGER_CALLBACK,
    headers: { 'content-type': 'application/json' },
    payload: body,
  })
  return { status: response.statusCode, body: response.json() as any }
}

export const attemptsOf = (app: FastifyInstance, orderId: number) =>
  app.ctx.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(paymentAttempts.id)

export const paymentsOf = (app: FastifyInstance, orderId: number) =>
  app.ctx.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id)

/** The merchant order id of a hosted-page address. */
export const merchantOrderIdOf = (address: string) =>
  new URL(address).searchParams.get('merchantOrderId') ?? ''
