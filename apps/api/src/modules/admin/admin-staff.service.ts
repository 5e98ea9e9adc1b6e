import {
  type AdminStaffCreateSchema,
  type AdminStaffListQuerySchema,
  type AdminStaffMember,
  type AdminStaffUpdate,
  messages,
  type StaffRole,
} from '@kyanma/shared'
import type { z } from 'zod'
import type { AppContext } from '#app/app-context.ts'
import { refuseTaken } from '#app/db/unique-violation.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import { refuseCommonPassword } from '#app/lib/common-passwords.ts'
import type { PasswordHasher } from '#app/lib/passwords.ts'
import type { SessionService } from '../auth/session.service.ts'
import * as repo from './admin-staff.repository.ts'
import { recordStaffAction } from './audit-log.ts'

export interface AdminStaffDeps {
  ctx: AppContext
  passwords: PasswordHasher
  sessions: SessionService
  clock: Clock
}

/** Admins manage the staff accounts: create them, rename, change role, disable, enable. */
export class AdminStaffService {
  constructor(private readonly deps: AdminStaffDeps) {}

  async list(query: z.output<typeof AdminStaffListQuerySchema>) {
    const { rows, total } = await repo.listStaff(this.deps.ctx.db, {
      ...query,
      offset: query.page * query.size,
      limit: query.size,
    })
    return { data: rows.map(toMember), total, pageSize: query.size }
  }

  async create(input: z.output<typeof AdminStaffCreateSchema>, adminUserId: number) {
    refuseCommonPassword(input.password, 'password')
    const { db } = this.deps.ctx
    if (await repo.emailTaken(db, input.email)) throw emailConflict()
    const passwordHash = await this.deps.passwords.hash(input.password)
    const at = this.deps.clock.now()
    // Someone may take the address between the check and the insert.
    return refuseTaken(
      () =>
        db.transaction(async (tx) => {
          const row = await repo.insertStaffMember(tx, {
            displayName: input.displayName,
            email: input.email,
            passwordHash,
            role: input.role,
            createdAt: at,
          })
          const member = toMember(row)
          await recordStaffAction(tx, {
            staffUserId: adminUserId,
            action: 'staff.create',
            entity: 'user',
            entityId: row.id,
            after: snapshot(member),
            at,
          })
          return member
        }),
      emailConflict,
      'users_email_unique',
    )
  }

  /**
   * Disabling ends every session of the account at once. An admin cannot disable or demote
   * themselves, so the shop always keeps at least the admin making the change.
   */
  async update(id: number, changes: AdminStaffUpdate, adminUserId: number) {
    const own = id === adminUserId
    if (own && (changes.disabled === true || changes.role === 'staff'))
      throw AppError.badRequest(messages.staffCannotChangeOwnAccess)
    const at = this.deps.clock.now()
    const member = await this.deps.ctx.db.transaction(async (tx) => {
      const current = await repo.lockStaffMember(tx, id)
      if (!current) throw AppError.notFound(messages.staffNotFound)
      const wasDisabled = current.disabledAt !== null
      const row = await repo.updateStaffMember(tx, id, {
        ...(changes.displayName !== undefined && { displayName: changes.displayName }),
        ...(changes.role !== undefined && { role: changes.role }),
        ...(changes.disabled !== undefined &&
          changes.disabled !== wasDisabled && { disabledAt: changes.disabled ? at : null }),
      })
      if (changes.disabled === true) await this.deps.sessions.endAllFor(id, {}, tx)
      // A demoted admin's open sessions must stop opening admin-only pages in every process.
      else if (row.role !== current.role) await this.deps.sessions.changed(id, tx)
      const before = toMember(current)
      const after = toMember(row)
      if (JSON.stringify(before) !== JSON.stringify(after))
        await recordStaffAction(tx, {
          staffUserId: adminUserId,
          action: 'staff.update',
          entity: 'user',
          entityId: id,
          before: snapshot(before),
          after: snapshot(after),
          at,
        })
      return after
    })
    this.deps.sessions.forgetUser(id)
    return member
  }
}

function emailConflict() {
  return new AppError('EMAIL_TAKEN', 409, messages.emailTaken)
}

function toMember(row: repo.StaffRow): AdminStaffMember {
  return {
    id: row.id,
    displayName: row.displayName,
    email: row.email,
    role: row.role as StaffRole,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** What the audit log keeps of an account (never its password). */
function snapshot(member: AdminStaffMember) {
  const { id: _id, createdAt: _createdAt, ...kept } = member
  return kept
}
