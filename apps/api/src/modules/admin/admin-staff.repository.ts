import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { type AdminSearchPage, adminPageOf, listPage } from '#app/db/admin-list.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { anyContains } from '#app/db/like-pattern.ts'
import { users } from '#app/db/schema/index.ts'

const STAFF_ROLE_VALUES = ['staff', 'admin']
const isStaff = inArray(users.role, STAFF_ROLE_VALUES)

const staffColumns = {
  id: users.id,
  displayName: users.displayName,
  email: users.email,
  role: users.role,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
}
export type StaffRow = {
  [K in keyof typeof staffColumns]: (typeof users.$inferSelect)[K]
}

const sorts = {
  createdAt: users.createdAt,
  displayName: users.displayName,
  email: users.email,
  role: users.role,
}

export async function listStaff(db: DbExecutor, query: AdminSearchPage<keyof typeof sorts>) {
  const where = and(isStaff, anyContains(query.search, [users.displayName, users.email]))
  return listPage(
    adminPageOf(
      db.select(staffColumns).from(users).where(where).$dynamic(),
      sorts,
      users.id,
      query,
    ),
    db.select({ total: count() }).from(users).where(where),
  )
}

/** A staff or admin account, locked for a change; undefined for customers and unknown ids. */
export async function lockStaffMember(tx: DbExecutor, id: number): Promise<StaffRow | undefined> {
  const [row] = await tx
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.id, id), isStaff))
    .for('update')
  return row
}

export async function emailTaken(db: DbExecutor, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  return row !== undefined
}

export async function insertStaffMember(
  tx: DbExecutor,
  values: {
    displayName: string
    email: string
    passwordHash: string
    role: string
    createdAt: Date
  },
): Promise<StaffRow> {
  const [row] = await tx.insert(users).values(values).returning(staffColumns)
  if (!row) throw new Error('staff member not stored')
  return row
}

export async function updateStaffMember(
  tx: DbExecutor,
  id: number,
  changes: { displayName?: string; role?: string; disabledAt?: Date | null },
): Promise<StaffRow> {
  const [row] = await tx.update(users).set(changes).where(eq(users.id, id)).returning(staffColumns)
  if (!row) throw new Error('staff member not updated')
  return row
}
