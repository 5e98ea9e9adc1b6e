import { isLanguage, type Language } from '@kyanma/shared'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { DbExecutor } from '#app/db/client.ts'
import { customers, socialIdentities, users } from '#app/db/schema/index.ts'

/** Users as sign-in needs them: with the profile picture, for the answer's user. */
function findUser(db: DbExecutor, where: SQL) {
  return db.query.users.findFirst({ where, with: { profileImage: true } })
}
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>

/** The language a user's customer record saved; undefined for staff without one. */
export async function savedLanguageOfUser(db: DbExecutor, userId: number) {
  const [row] = await db
    .select({ language: customers.language })
    .from(customers)
    .where(eq(customers.userId, userId))
    .limit(1)
  return isLanguage(row?.language) ? row.language : undefined
}

export function findUserById(db: DbExecutor, id: number) {
  return findUser(db, eq(users.id, id))
}

/** `phone` in the stored 09... form. */
export function findUserByPhone(db: DbExecutor, phone: string) {
  return findUser(db, eq(users.phoneNumber, phone))
}

/** Emails are unique whatever their case (users_email_unique is on lower(email)). */
export function findUserByEmail(db: DbExecutor, email: string) {
  return findUser(db, sql`lower(${users.email}) = ${email.toLowerCase()}`)
}

export async function findTakenContacts(db: DbExecutor, phone: string, email: string) {
  const rows = await db
    .select({ phoneNumber: users.phoneNumber, email: sql<string | null>`lower(${users.email})` })
    .from(users)
    .where(sql`${users.phoneNumber} = ${phone} or lower(${users.email}) = ${email.toLowerCase()}`)
  return {
    phone: rows.some((row) => row.phoneNumber === phone),
    email: rows.some((row) => row.email === email.toLowerCase()),
  }
}

export interface NewUser {
  displayName: string
  phoneNumber: string | null
  email: string | null
  passwordHash: string | null
}

export async function insertUser(db: DbExecutor, user: NewUser, createdAt: Date) {
  const [row] = await db
    .insert(users)
    .values({ ...user, role: 'customer', createdAt })
    .returning({ id: users.id })
  if (!row) throw new Error('user not stored')
  return row.id
}

/** The customer record of a new user, or undefined when `referralCode` is already someone's. */
export async function insertCustomer(
  db: DbExecutor,
  customer: { userId: number; referralCode: string; referredBy: number | null; language: Language },
  createdAt: Date,
) {
  const [row] = await db
    .insert(customers)
    .values({ ...customer, createdAt })
    .onConflictDoNothing({ target: customers.referralCode })
    .returning({ id: customers.id })
  return row?.id
}

export async function findCustomerIdByReferralCode(db: DbExecutor, referralCode: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.referralCode, referralCode))
  return row?.id
}

export async function customerIdOfUser(db: DbExecutor, userId: number) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.userId, userId))
  return row?.id
}

export async function setPasswordHash(db: DbExecutor, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId))
}

export async function findUserIdBySocialIdentity(
  db: DbExecutor,
  provider: string,
  subject: string,
) {
  const [row] = await db
    .select({ userId: socialIdentities.userId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
  return row?.userId
}

export async function insertSocialIdentity(
  db: DbExecutor,
  identity: { userId: number; provider: string; subject: string; email: string | null },
) {
  await db.insert(socialIdentities).values(identity)
}
