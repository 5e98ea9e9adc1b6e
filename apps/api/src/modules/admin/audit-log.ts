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

/** Who made a change and when: what a staff service knows before it writes. */
export interface StaffActor {
  staffUserId: number
  at: Date
}

/**
 * The audit row of a back-office record (brand, category, product, article, announcement, coupon)
 * that staff added (`<entity>.create`, with the values it was added with) or changed
 * (`<entity>.update`, with the values before and after). These actions are named after their
 * entity, so the entity is read from the action here rather than written beside it by each editor.
 */
export function recordEdit(
  tx: DbExecutor,
  actor: StaffActor,
  action: `${string}.create` | `${string}.update`,
  entityId: number,
  values: { before?: StaffAction['before']; after: Record<string, unknown> },
) {
  const entity = action.slice(0, action.lastIndexOf('.'))
  return recordStaffAction(tx, { ...actor, action, entity, entityId, ...values })
}

/**
 * An update's audit values when the save sends every editable field (brands, categories): the
 * record's stored values of the fields sent, and the values sent, so both name the same fields.
 */
export function savedOver<Input extends object>(
  stored: { [Field in keyof Input]: unknown },
  input: Input,
) {
  const fields = Object.keys(input) as (keyof Input)[]
  const before = Object.fromEntries(fields.map((field) => [field, stored[field]]))
  return { before, after: { ...input } }
}
