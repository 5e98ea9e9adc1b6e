import {
  messages,
  type PointHistoryEntry,
  type PointHistoryList,
  type PointHistoryQuery,
  type PointKind,
  type PointTransfer,
  type PointTransferResult,
  pointNotes,
  pointNotices,
} from '@kyanma/shared'
import type { AppContext } from '#app/app-context.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { lockCustomer } from '#app/db/customer-lock.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import { fillText } from '#app/lib/fill-text.ts'
import type { RateLimiter } from '#app/lib/rate-limit.ts'
import { notify } from '../notifications/notify.ts'
import * as repo from './loyalty.repository.ts'
import { LOYALTY_LIMITS } from './loyalty-rate-limits.ts'
import { appendPoints, pointBalance } from './point-ledger.ts'

/** What a staff adjustment changed, for the caller's own records. */
export interface AdjustmentApplied {
  /** The point_adjustments row's id (the ledger row's reference). */
  reference: string | number
  before: number
  after: number
  at: Date
}

/** A customer's point history and transfers (spec section 7), and staff adjustments. */
export class LoyaltyService {
  constructor(
    private readonly ctx: AppContext,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
  ) {}

  /** Newest first; IN for points received, OUT for points used, `points` always positive. */
  async history(customerId: number, query: PointHistoryQuery): Promise<PointHistoryList> {
    const { page, size, filter, start, end } = query
    if (start && end && start > end) throw AppError.badRequest(messages.startAfterEnd)
    const { rows, total } = await repo.listHistory(
      this.ctx.db,
      { customerId, direction: filter, start, end },
      page * size,
      size,
    )
    return { data: rows.map(toEntry), total, pageSize: size }
  }

  /**
   * Sends points from the signed-in customer (never whoever `fromCustomer` names) to another.
   * One transaction: both customers locked in id order, the sender's balance checked, the
   * transfer, both ledger rows and the receiver's notification.
   */
  async transfer(fromId: number, input: PointTransfer): Promise<PointTransferResult> {
    await this.countTransfer(fromId)
    const toId = input.toCustomer.id
    if (toId === fromId) throw AppError.badRequest(messages.transferToSelf)
    const at = this.clock.now()
    const currentPoint = await this.ctx.db.transaction(async (tx) => {
      const found = new Map<number, boolean>()
      for (const id of [fromId, toId].sort((a, b) => a - b))
        found.set(id, await lockCustomer(tx, id))
      if (!found.get(fromId)) throw AppError.unauthorized(messages.sessionEnded)
      if (!found.get(toId)) throw AppError.notFound(messages.transferReceiverNotFound)
      const balance = await pointBalance(tx, fromId)
      if (balance < input.points) throw AppError.badRequest(messages.pointsNotEnough)

      const note = input.note
      const reference = await repo.insertTransfer(tx, {
        fromCustomerId: fromId,
        toCustomerId: toId,
        points: input.points,
        note,
        createdAt: at,
      })
      const row = { reference, at }
      await appendPoints(tx, {
        ...row,
        customerId: fromId,
        points: -input.points,
        kind: 'TRANSFER_OUT',
        note: note || fillText(pointNotes.transferTo, { customerId: toId }),
      })
      await appendPoints(tx, {
        ...row,
        customerId: toId,
        points: input.points,
        kind: 'TRANSFER_IN',
        note: note || fillText(pointNotes.transferFrom, { customerId: fromId }),
      })
      const name = (await repo.displayNameOf(tx, fromId)) ?? ''
      await notify(tx, {
        customerId: toId,
        title: pointNotices.transferReceived.title,
        description: fillText(pointNotices.transferReceived.description, {
          points: input.points,
          name,
        }),
        createdAt: at,
      })
      return balance - input.points
    })
    return { message: messages.profileUpdated, currentPoint }
  }

  /**
   * A staff correction: `points` added (positive) or taken (negative), never below 0, with the
   * reason as the note; the customer is told in a notification. `staffUserId` is who did it;
   * `alsoInTransaction` lets the caller write its own rows (the staff audit log) in the same
   * transaction.
   */
  async adjust(
    customerId: number,
    points: number,
    reason: string,
    staffUserId: number,
    alsoInTransaction?: (tx: DbExecutor, change: AdjustmentApplied) => Promise<void>,
  ) {
    if (!Number.isSafeInteger(points) || points === 0)
      throw AppError.badRequest(messages.adjustmentPointsInvalid)
    const note = reason.trim()
    if (!note) throw AppError.badRequest(messages.adjustmentReasonRequired)
    const at = this.clock.now()
    return this.ctx.db.transaction(async (tx) => {
      if (!(await lockCustomer(tx, customerId))) throw AppError.notFound(messages.customerNotFound)
      const balance = await pointBalance(tx, customerId)
      if (balance + points < 0)
        throw AppError.badRequest(fillText(messages.adjustmentBelowZero, { balance }))
      const reference = await repo.insertAdjustment(tx, {
        customerId,
        points,
        reason: note,
        staffUserId,
        createdAt: at,
      })
      await appendPoints(tx, {
        customerId,
        points,
        kind: 'STAFF_ADJUSTMENT',
        reference,
        note,
        at,
      })
      const notice = points > 0 ? pointNotices.staffAdded : pointNotices.staffTaken
      await notify(tx, {
        customerId,
        title: notice.title,
        description: fillText(notice.description, { points: Math.abs(points), reason: note }),
        createdAt: at,
      })
      await alsoInTransaction?.(tx, { reference, before: balance, after: balance + points, at })
      return { currentPoint: balance + points }
    })
  }

  /** Every attempt counts, refused ones too: they are what a script walking ids would make. */
  private async countTransfer(customerId: number) {
    await this.limiter.hit([LOYALTY_LIMITS.transferPerCustomer, String(customerId)])
  }
}

function toEntry(row: {
  id: number
  points: number
  kind: string
  note: string
  createdAt: Date
}): PointHistoryEntry {
  return {
    id: row.id,
    type: row.points > 0 ? 'IN' : 'OUT',
    points: Math.abs(row.points),
    kind: row.kind as PointKind,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  }
}
