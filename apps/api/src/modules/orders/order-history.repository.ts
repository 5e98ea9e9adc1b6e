import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm'
import type { DbExecutor } from '../../db/client.ts'
import { orderItems, orderPrescriptions, orders, productImages } from '../../db/schema/index.ts'
import { escapeLike } from '../catalog/catalog.repository.ts'

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
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(orders).where(where),
  ])
  return { ids: rows.map((row) => row.id), total: total?.value ?? 0 }
}

/** Orders with everything their answer shows, in no particular order. */
export function loadOrders(db: DbExecutor, ids: number[]) {
  return db.query.orders.findMany({
    where: inArray(orders.id, ids),
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
        orderBy: (refund, { asc }) => asc(refund.id),
      },
      prescriptionLinks: {
        columns: { prescriptionId: true },
        orderBy: asc(orderPrescriptions.prescriptionId),
      },
    },
  })
}
export type OrderRow = Awaited<ReturnType<typeof loadOrders>>[number]
