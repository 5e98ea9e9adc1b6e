import type { DbExecutor } from '#app/db/client.ts'
import { staffAuditLog } from '#app/db/schema/index.ts'

export interface StaffAction {
  staffUserId: number
  action: string
  entity: string
  entityId: string | number
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
  at: Date
}

/** Records a staff action in the caller's transaction, so it exists exactly when the action does. */
export async function recordStaffAction(tx: DbExecutor, action: StaffAction) {
  await tx.insert(staffAuditLog).values({
    staffUserId: action.staffUserId,
    action: action.action,
    entity: action.entity,
    entityId: String(action.entityId),
    before: action.before ?? null,
    after: action.after ?? null,
    createdAt: action.at,
  })
}
