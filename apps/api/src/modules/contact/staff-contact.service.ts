import type { AdminContactListQuerySchema, AdminContactMessage } from '@kyanma/shared'
import { messages } from '@kyanma/shared'
import type { z } from 'zod'
import type { AppContext } from '#app/app-context.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import { recordStaffAction } from '../admin/audit-log.ts'
import * as repo from './contact.repository.ts'

/** Staff read the Contact Us messages and mark the ones they have dealt with. */
export class StaffContactService {
  constructor(
    private readonly ctx: AppContext,
    private readonly clock: Clock,
  ) {}

  async list(query: z.output<typeof AdminContactListQuerySchema>) {
    const { rows, total } = await repo.findContactMessages(this.ctx.db, {
      offset: query.page * query.size,
      limit: query.size,
      status: query.status,
      search: query.search,
      order: query.order,
    })
    return { data: rows.map(toMessage), total, pageSize: query.size }
  }

  /** Marking an already handled message again changes nothing (and records nothing). */
  async markHandled(id: number, staffUserId: number) {
    const at = this.clock.now()
    await this.ctx.db.transaction(async (tx) => {
      const row = await repo.lockContactMessage(tx, id)
      if (!row) throw AppError.notFound(messages.contactMessageNotFound)
      if (row.handledAt) return
      await repo.markContactMessageHandled(tx, id, staffUserId, at)
      await recordStaffAction(tx, {
        staffUserId,
        action: 'contact.handled',
        entity: 'contact_message',
        entityId: id,
        before: { handledAt: null },
        after: { handledAt: at.toISOString() },
        at,
      })
    })
    return { message: messages.contactMessageHandled }
  }
}

function toMessage(row: repo.ContactMessageRow): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy,
  }
}
