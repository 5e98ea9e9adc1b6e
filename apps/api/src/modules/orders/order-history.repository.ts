import { and, asc, desc, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm'
import type { Database, DbExecutor } from '#app/db/client.ts'
import { escapeLike } from '#app/db/like-pattern.ts'
import { preparedPerDatabase } from '#app/db/prepared.ts'
import {
  orderItems,
  orderPrescriptions,
  orders,
  productImages,
  refunds,
} from '#app/db/schema/index.ts'
import { tablePage } from '#app/db/table-page.ts'

/** Drizzle queries that read orders for their answers (order history and detail). */

/** Ids of a customer's orders, newest first, matching a voucher number or a product name. */
export async function listOrderIds(
  db: DbExecutor,
  customerId: number,
  search: string | undefined,
  offset: number,
  limit: number,
) {
  const pattern = search ? `%${escapeLike(search)}%` : undefined
  const where = and(
    eq(orders.customerId, customerId),
    pattern
      ? or(
          ilike(orders.voucherNo, pattern),
          exists(
            db
              .select({ one: sql`1` })
              .from(orderItems)
              .where(
                and(eq(orderItems.orderId, orders.id), ilike(orderItems.productName, pattern)),
              ),
          ),
        )
      : undefined,
  )
  const { rows, total } = await tablePage(
    db,
    {
      table: orders,
      fields: { id: orders.id },
      where,
      orderBy: [desc(orders.createdAt), desc(orders.id)],
    },
    { offset, limit },
  )
  return { ids: rows.map((row) => row.id), total }
}

/** Everything an order's answer shows (spec section 3), its own columns listed (decision 053). */
const answerShape = {
  columns: {
    id: true,
    voucherNo: true,
    customerId: true,
    status: true,
    address: true,
    isDelivery: true,
    paymentType: true,
    paymentPhone: true,
    subtotal: true,
    deliveryFee: true,
    discount: true,
    pointsUsed: true,
    total: true,
    totalQty: true,
    pointsEarned: true,
    isPaid: true,
    cancelReason: true,
    cancelledBy: true,
    createdAt: true,
    prescriptionStatus: true,
    prescriptionDueAt: true,
    prescriptionRefusal: true,
  },
  with: {
    customer: { columns: { id: true }, with: { user: { with: { profileImage: true } } } },
    promotion: { columns: { id: true, code: true } },
    items: {
      orderBy: asc(orderItems.id),
      with: {
        product: {
          columns: { id: true },
          with: {
            pricings: {
              columns: { customerType: true, pricePerUnit: true, originalPricePerUnit: true },
            },
            images: { orderBy: asc(productImages.position), limit: 1, with: { media: true } },
          },
        },
      },
    },
    bankAttachments: { columns: { id: true, orderId: true } },
    refunds: {
      columns: {
        id: true,
        amount: true,
        state: true,
        method: true,
        reference: true,
        refundedAt: true,
      },
      orderBy: asc(refunds.id),
    },
    prescriptionLinks: {
      columns: { prescriptionId: true },
      orderBy: asc(orderPrescriptions.prescriptionId),
    },
  },
} as const

/** Orders with everything their answer shows, in no particular order. */
export function loadOrders(db: DbExecutor, ids: number[]) {
  return db.query.orders.findMany({ ...answerShape, where: inArray(orders.id, ids) })
}
export type OrderRow = Awaited<ReturnType<typeof loadOrders>>[number]

/**
 * Every placed order is answered with this read, and every order page, so it is prepared
 * (decision 053): drizzle's relational builder and PostgreSQL's planning of its lateral joins
 * were a large part of an order's cost (decision 056).
 */
const orderById = preparedPerDatabase((db) =>
  db.query.orders
    .findFirst({ ...answerShape, where: eq(orders.id, sql.placeholder('id')) })
    .prepare('order_answer_by_id'),
)

/** One order with everything its answer shows; on the database, never in a transaction. */
export function loadOrder(db: Database, id: number): Promise<OrderRow | undefined> {
  return orderById(db).execute({ id })
}
