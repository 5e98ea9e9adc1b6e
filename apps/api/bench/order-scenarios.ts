import { randomUUID } from 'node:crypto'
import { type OrderCreateInput, quoteOrder } from '@kyanma/shared'
import type { Request } from 'autocannon'
import type { Scenario } from './load.ts'
import type { OrderSetup } from './order-buyers.ts'
import { random } from './read-scenarios.ts'

const ORDERS_PATH = '/api/customers/me/orders'
/** Long enough that every order is answered: one lost to a timeout could not be checked. */
const ORDER_TIMEOUT_SECONDS = 60

/** What the buyers were told, kept to check against the database afterwards. */
export interface OrderOutcomes {
  /** Requests sent; those still unanswered when a timed run ends may or may not be placed. */
  sent: number
  /** Ids of the orders answered 201. */
  placed: number[]
  /** Every other answer: status and message. */
  refused: { status: number; message: string }[]
}

const address = {
  receiverName: 'Bench Buyer',
  phoneNo: '09790000123',
  region: 'Yangon Region',
  township: 'Kamayut',
  houseAptNo: '12',
  street: 'Pyay Road',
}

/** The body the checkout sends, its totalAmount from the shared quote as the web app's. */
export function orderBody(
  lines: { id: number; unitPrice: number; qty: number }[],
): OrderCreateInput {
  const quote = quoteOrder({ lines, isDelivery: true, coupon: null, points: 0, pointBalance: 0 })
  return {
    address,
    orderItems: lines.map((line) => ({ product: { id: line.id }, qty: line.qty })),
    totalQty: lines.length,
    totalAmount: quote.total,
    isDelivery: true,
    paymentInfo: { paymentType: 'CASH_ON_DELIVERY', phoneNo: '' },
    paymentPoints: 0,
  }
}

/**
 * Hands each request a buyer with no order in flight (each of the 50 connections holds one), its
 * token, a new Idempotency-Key and its own lines; records every answer.
 */
function buyerHooks(
  setup: OrderSetup,
  outcomes: OrderOutcomes,
  lines: () => Parameters<typeof orderBody>[0],
) {
  const idle = [...setup.buyers]
  let spare = 0
  return {
    setup(request: Request, context: Record<string, unknown>): Request {
      // A request lost to a timeout never gives its buyer back: borrow one then (its orders queue
      // on its customer lock, which is still correct).
      const buyer = idle.pop() ?? setup.buyers[spare++ % setup.buyers.length]
      context.buyer = buyer
      outcomes.sent++
      return {
        ...request,
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          authorization: `Bearer ${buyer?.token}`,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify(orderBody(lines())),
      }
    },
    onResponse(status: number, body: string, context: Record<string, unknown>) {
      const buyer = context.buyer as OrderSetup['buyers'][number] | undefined
      if (buyer) idle.push(buyer)
      const answer = safeJson(body)
      if (status === 201 && typeof answer?.id === 'number') outcomes.placed.push(answer.id)
      else outcomes.refused.push({ status, message: String(answer?.message ?? body.slice(0, 200)) })
    },
  }
}

function safeJson(text: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(text) as Record<string, unknown>
  } catch {
    return undefined
  }
}

/** 50 buyers at once, each order 1 to 3 different products of the shelf, 1 or 2 of each. */
export function placementScenario(setup: OrderSetup, outcomes: OrderOutcomes): Scenario {
  const lines = () => {
    const count = 1 + random(3)
    const picked = new Map<number, { id: number; unitPrice: number; qty: number }>()
    while (picked.size < count) {
      const product = setup.shelf[random(setup.shelf.length)]
      if (product) picked.set(product.id, { ...product, qty: 1 + random(2) })
    }
    return [...picked.values()]
  }
  return {
    name: `order placement, ${setup.buyers.length} signed-in buyers at once (1-3 lines each)`,
    method: 'POST',
    path: ORDERS_PATH,
    hooks: buyerHooks(setup, outcomes, lines),
    timeoutSeconds: ORDER_TIMEOUT_SECONDS,
  }
}

/** The same 50 buyers all after one product until its stock is gone, then as many again. */
export function hotProductScenario(setup: OrderSetup, outcomes: OrderOutcomes): Scenario {
  return {
    name: `hot product, ${setup.buyers.length} buyers at once until its ${setup.hot.stock} units are gone`,
    method: 'POST',
    path: ORDERS_PATH,
    amount: setup.hot.stock * 2,
    hooks: buyerHooks(setup, outcomes, () => [{ ...setup.hot, qty: 1 }]),
    timeoutSeconds: ORDER_TIMEOUT_SECONDS,
  }
}
