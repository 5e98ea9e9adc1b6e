import type { Language } from '@kyanma/shared'
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { Database, DbExecutor } from '#app/db/client.ts'
import { preparedPerDatabase } from '#app/db/prepared.ts'
import {
  customerAddresses,
  customers,
  favorites,
  levels,
  products,
  users,
} from '#app/db/schema/index.ts'
import { tablePage } from '#app/db/table-page.ts'

/** Drizzle queries for a customer's own records. Every one is scoped by customer id. */

export function findCustomer(db: DbExecutor, customerId: number) {
  return db.query.customers.findFirst({
    where: eq(customers.id, customerId),
    with: { user: { with: { profileImage: true } } },
  })
}

/** The customer's language; undefined for an unknown customer. */
export async function setLanguage(db: DbExecutor, customerId: number, language: Language) {
  const [row] = await db
    .update(customers)
    .set({ language })
    .where(eq(customers.id, customerId))
    .returning({ language: customers.language })
  return row
}

export function allLevels(db: DbExecutor) {
  return db
    .select({ name: levels.name, minPoints: levels.minPoints })
    .from(levels)
    .orderBy(asc(levels.minPoints))
}

export async function updateContact(
  db: DbExecutor,
  userId: number,
  contact: { displayName: string; phoneNumber: string; email: string },
) {
  await db.update(users).set(contact).where(eq(users.id, userId))
}

export async function listAddresses(
  db: DbExecutor,
  customerId: number,
  offset: number,
  limit: number,
) {
  return tablePage(
    db,
    {
      table: customerAddresses,
      fields: { id: customerAddresses.id, address: customerAddresses.address },
      where: eq(customerAddresses.customerId, customerId),
      orderBy: [desc(customerAddresses.id)],
    },
    { offset, limit },
  )
}

export async function countAddresses(db: DbExecutor, customerId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
  return row?.value ?? 0
}

type StoredAddress = Record<string, string | undefined>

export async function insertAddress(
  db: DbExecutor,
  customerId: number,
  address: StoredAddress,
  now: Date,
) {
  const [row] = await db
    .insert(customerAddresses)
    .values({ customerId, address, createdAt: now, updatedAt: now })
    .returning({ id: customerAddresses.id, address: customerAddresses.address })
  if (!row) throw new Error('address not stored')
  return row
}

/** Undefined when the address is not this customer's (or does not exist). */
export async function updateAddress(
  db: DbExecutor,
  customerId: number,
  id: number,
  address: StoredAddress,
  now: Date,
) {
  const [row] = await db
    .update(customerAddresses)
    .set({ address, updatedAt: now })
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
    .returning({ id: customerAddresses.id, address: customerAddresses.address })
  return row
}

export async function deleteAddress(db: DbExecutor, customerId: number, id: number) {
  const rows = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
    .returning({ id: customerAddresses.id })
  return rows.length > 0
}

export async function activeProductExists(db: DbExecutor, productId: number) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
  return row !== undefined
}

export async function addFavorite(db: DbExecutor, customerId: number, productId: number) {
  await db.insert(favorites).values({ customerId, productId }).onConflictDoNothing()
}

export async function removeFavorite(db: DbExecutor, customerId: number, productId: number) {
  await db
    .delete(favorites)
    .where(and(eq(favorites.customerId, customerId), eq(favorites.productId, productId)))
}

/** Which of `productIds` the customer favours (a page's worth: the primary key answers it). */
/** Asked on every signed-in listing and product answer, hence prepared (decision 053). */
const favoritesAmong = preparedPerDatabase((db) =>
  db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(
      and(
        eq(favorites.customerId, sql.placeholder('customerId')),
        sql`${favorites.productId} = any(${sql.placeholder('productIds')}::int[])`,
      ),
    )
    .prepare('customer_favorites_among'),
)

export async function favoriteProductIdsAmong(
  db: Database,
  customerId: number,
  productIds: number[],
) {
  const rows = await favoritesAmong(db).execute({ customerId, productIds })
  return rows.map((row) => row.productId)
}
