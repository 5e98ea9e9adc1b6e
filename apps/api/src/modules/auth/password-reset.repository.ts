import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import type { DbExecutor } from '#app/db/client.ts'
import { passwordResetTokens, smsCodes, users } from '#app/db/schema/index.ts'

export const RESET_PASSWORD = 'RESET_PASSWORD'

/** The newest code sent to a number: only it counts, so a new code retires the older ones. */
export async function findLatestSmsCode(db: DbExecutor, phoneNumber: string) {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phoneNumber, phoneNumber), eq(smsCodes.purpose, RESET_PASSWORD)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1)
  return row
}

export async function insertSmsCode(
  db: DbExecutor,
  code: { phoneNumber: string; codeHash: string; createdAt: Date; expiresAt: Date },
) {
  const [row] = await db
    .insert(smsCodes)
    .values({ ...code, purpose: RESET_PASSWORD })
    .returning({ id: smsCodes.id })
  if (!row) throw new Error('SMS code not stored')
  return row.id
}

export async function deleteSmsCode(db: DbExecutor, id: number) {
  await db.delete(smsCodes).where(eq(smsCodes.id, id))
}

/**
 * Takes one try of a code, atomically: undefined once it has had `maxAttempts` (so parallel
 * guesses cannot get past the limit either). Without `maxAttempts` the try is only counted.
 */
export async function claimSmsCodeAttempt(db: DbExecutor, id: number, maxAttempts?: number) {
  const underLimit = maxAttempts === undefined ? undefined : lt(smsCodes.attempts, maxAttempts)
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, id), underLimit))
    .returning({ attempts: smsCodes.attempts })
  return row?.attempts
}

/**
 * Marks a code or reset token used, atomically: false when another request used it first, so
 * each is good for one reset however many requests race with it.
 */
async function useOnce(
  db: DbExecutor,
  table: typeof smsCodes | typeof passwordResetTokens,
  id: number,
  usedAt: Date,
) {
  const rows = await db
    .update(table)
    .set({ usedAt })
    .where(and(eq(table.id, id), isNull(table.usedAt)))
    .returning({ id: table.id })
  return rows.length > 0
}

/** Marks a code used; false when another request used it first. */
export const useSmsCode = (db: DbExecutor, id: number, usedAt: Date) =>
  useOnce(db, smsCodes, id, usedAt)

/** SMS codes are dead after their 10 minutes; old rows need not stay. */
export async function deleteSmsCodesBefore(db: DbExecutor, before: Date) {
  await db.delete(smsCodes).where(lt(smsCodes.expiresAt, before))
}

export async function insertResetToken(
  db: DbExecutor,
  token: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(token)
}

/** A reset token with the phone number of the account it resets. */
export async function findResetToken(db: DbExecutor, tokenHash: string) {
  const [row] = await db
    .select({
      id: passwordResetTokens.id,
      userId: passwordResetTokens.userId,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
      phoneNumber: users.phoneNumber,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
  return row
}

/** Marks a reset token used; false when another request used it first. */
export const useResetToken = (db: DbExecutor, id: number, usedAt: Date) =>
  useOnce(db, passwordResetTokens, id, usedAt)
