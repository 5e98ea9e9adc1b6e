import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '#app/db/client.ts'
import { users } from '#app/db/schema/index.ts'
import type { Clock } from '#app/lib/clock.ts'
import { isCommonPassword } from '#app/lib/common-passwords.ts'
import type { PasswordHasher } from '#app/lib/passwords.ts'
import { findUserByEmail } from '../auth/account.repository.ts'

/**
 * Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when no account has that email.
 * An existing account is left as it is — its password is never reset, and a customer is never
 * promoted — so the variables can stay set across restarts without taking anything over.
 */
export async function ensureFirstAdmin(
  db: Database,
  admin: { email: string; password: string } | undefined,
  deps: { passwords: PasswordHasher; clock: Clock; log: FastifyBaseLogger },
): Promise<void> {
  if (!admin) return
  const existing = await findUserByEmail(db, admin.email)
  if (existing) {
    if (existing.role === 'customer')
      deps.log.warn('ADMIN_EMAIL belongs to a customer account; no admin was created')
    return
  }
  await db
    .insert(users)
    .values({
      displayName: 'Admin',
      email: admin.email,
      passwordHash: await deps.passwords.hash(admin.password),
      role: 'admin',
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing()
  deps.log.info({ email: admin.email }, 'first admin account created')
  // Refusing it would keep the shop from starting; the owner is told to change it instead.
  if (isCommonPassword(admin.password))
    deps.log.warn(
      'ADMIN_PASSWORD is one of the 10,000 most common passwords: change it in the back office',
    )
}
