import { eq } from 'drizzle-orm'
import type { DbExecutor } from './client.ts'
import { customers } from './schema/index.ts'

/**
 * Locks the customer's row: the one lock that puts a customer's orders, point changes and
 * prescription uploads one after the other, so balances and per-customer limits never race.
 * Orders, loyalty and prescriptions all take it first, which is why it lives here below them
 * rather than in one of them (decision 073). `no key update` still lets others insert rows that
 * merely reference the customer (a plain `for update` conflicts with the key-share lock such an
 * insert takes, and two orders deadlock). Answers whether the customer exists.
 */
export async function lockCustomer(tx: DbExecutor, customerId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('no key update')
  return rows.length > 0
}
