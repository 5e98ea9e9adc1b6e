import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../src/db/client.ts'
import { products } from '../src/db/schema/index.ts'
import { customerIdOfUser } from '../src/modules/auth/account.repository.ts'
import { CustomerAccounts } from '../src/modules/auth/customer-accounts.ts'
import { SessionService } from '../src/modules/auth/session.service.ts'

/** What the order scenarios need, made in the database before the server starts. */
export interface OrderSetup {
  /** Signed-in customers, one per connection: each buyer has at most one order in flight. */
  buyers: { customerId: number; token: string }[]
  /** Products the buyers pick from, restocked so the first scenario never runs out. */
  shelf: { id: number; unitPrice: number }[]
  /** The product all 50 buyers fight over, with exactly HOT_STOCK units. */
  hot: { id: number; name: string; unitPrice: number; stock: number }
}

export const BUYERS = 50
export const HOT_STOCK = 200
const SHELF_SIZE = 2000
const SHELF_STOCK = 1_000_000

/**
 * Creates BUYERS customers with a session each, directly in the database: registering them over
 * HTTP would meet the per-address sign-up limit (20 an hour) long before 50.
 */
async function createBuyers(database: DatabaseHandle): Promise<OrderSetup['buyers']> {
  const accounts = new CustomerAccounts(database.db, { now: () => new Date() })
  const sessions = new SessionService(database.db)
  const run = Date.now().toString(36)
  const buyers: OrderSetup['buyers'] = []
  for (let i = 0; i < BUYERS; i++) {
    const userId = await database.db.transaction((tx) =>
      accounts.createCustomer(tx, {
        displayName: `Bench Buyer ${i + 1}`,
        phoneNumber: null,
        email: `bench.buyer.${run}.${i}@example.com`,
        passwordHash: null,
      }),
    )
    const customerId = await customerIdOfUser(database.db, userId)
    if (customerId === undefined) throw new Error('bench buyer has no customer record')
    const { token } = await sessions.start({ userId, rememberMe: true })
    buyers.push({ customerId, token })
  }
  return buyers
}

/** Priced, active products anyone may buy (no prescription), spread over the catalogue. */
function sellable(database: DatabaseHandle, limit: number) {
  return database.db
    .select({ id: products.id, name: products.name, unitPrice: products.retailPrice })
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        eq(products.needsPrescription, false),
        gt(products.retailPrice, 0),
        sql`${products.id} % 7 = 3`,
      ),
    )
    .orderBy(products.id)
    .limit(limit)
}

export async function prepareOrders(database: DatabaseHandle): Promise<OrderSetup> {
  const [hotRow, ...shelf] = await sellable(database, SHELF_SIZE + 1)
  if (!hotRow || shelf.length === 0) throw new Error('no sellable products for the order bench')
  await database.db
    .update(products)
    .set({ stock: SHELF_STOCK })
    .where(
      inArray(
        products.id,
        shelf.map((product) => product.id),
      ),
    )
  await database.db.update(products).set({ stock: HOT_STOCK }).where(eq(products.id, hotRow.id))
  return {
    buyers: await createBuyers(database),
    shelf: shelf.map(({ id, unitPrice }) => ({ id, unitPrice })),
    hot: { ...hotRow, stock: HOT_STOCK },
  }
}
