import type { Readable } from 'node:stream'
import {
  type AdminCustomerDetail,
  type AdminCustomerListQuerySchema,
  type AdminCustomerOrdersQuerySchema,
  type AdminPointLedgerQuerySchema,
  messages,
  type OrderStatus,
  type PaymentType,
  type PointKind,
} from '@kyanma/shared'
import type { z } from 'zod'
import type { AppContext } from '#app/app-context.ts'
import type { DbExecutor } from '#app/db/client.ts'
import { AppError } from '#app/lib/app-error.ts'
import { CSV_EXPORT_BATCH, streamCsvById } from '#app/lib/csv-stream.ts'
import { recordStaffAction } from '../admin/audit-log.ts'
import type { LoyaltyService } from '../loyalty/loyalty.service.ts'
import { allLevels } from './customers.repository.ts'
import { type LevelRow, levelOf } from './loyalty-level.ts'
import * as repo from './staff-customers.repository.ts'

type ListQuery<S extends z.ZodType> = z.output<S>
const paging = (query: { page: number; size: number }) => ({
  offset: query.page * query.size,
  limit: query.size,
})

const EXPORT_HEADER = [
  'Customer ID',
  'Name',
  'Phone',
  'Email',
  'Level',
  'Points',
  'Orders',
  'Joined at',
  'Referral code',
]

/** Staff look customers up, read their orders and ledger, and correct their points. */
export class StaffCustomerService {
  constructor(
    private readonly ctx: AppContext,
    private readonly loyalty: LoyaltyService,
  ) {}

  async list(query: ListQuery<typeof AdminCustomerListQuerySchema>) {
    const [{ rows, total }, levels] = await Promise.all([
      repo.listCustomers(this.ctx.db, { ...query, ...paging(query) }),
      allLevels(this.ctx.db),
    ])
    return { data: rows.map((row) => toRow(row, levels)), total, pageSize: query.size }
  }

  async detail(customerId: number): Promise<AdminCustomerDetail> {
    const [row, levels] = await Promise.all([
      repo.findCustomerDetail(this.ctx.db, customerId),
      allLevels(this.ctx.db),
    ])
    if (!row) throw AppError.notFound(messages.customerNotFound)
    const base = toRow(row, levels)
    return {
      ...base,
      level: levelOf(base.currentPoint, levels),
      referralCode: row.referralCode,
      referredBy:
        row.referrerId === null ? null : { id: row.referrerId, name: row.referrerName ?? '' },
    }
  }

  orders(customerId: number, query: ListQuery<typeof AdminCustomerOrdersQuerySchema>) {
    return this.pageOfCustomer(customerId, query, repo.listCustomerOrders, (row) => ({
      ...row,
      status: row.status as OrderStatus,
      paymentType: row.paymentType as PaymentType,
      createdAt: row.createdAt.toISOString(),
    }))
  }

  points(customerId: number, query: ListQuery<typeof AdminPointLedgerQuerySchema>) {
    return this.pageOfCustomer(customerId, query, repo.listLedger, (row) => ({
      id: row.id,
      points: row.points,
      kind: row.kind as PointKind,
      reference: row.reference,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    }))
  }

  /** A page of one customer's own rows (their orders, their points ledger); 404 without them. */
  private async pageOfCustomer<Query extends { page: number; size: number }, Row, Item>(
    customerId: number,
    query: Query,
    list: (
      db: DbExecutor,
      customerId: number,
      page: Query & { offset: number; limit: number },
    ) => Promise<{ rows: Row[]; total: number }>,
    toItem: (row: Row) => Item,
  ) {
    await this.mustExist(customerId)
    const { rows, total } = await list(this.ctx.db, customerId, { ...query, ...paging(query) })
    return { data: rows.map(toItem), total, pageSize: query.size }
  }

  /** The loyalty rules (never below 0, ledger row, notification) and the audit row: one transaction. */
  async adjust(customerId: number, input: { points: number; reason: string }, staffUserId: number) {
    const { currentPoint } = await this.loyalty.adjust(
      customerId,
      input.points,
      input.reason,
      staffUserId,
      (tx, change) =>
        recordStaffAction(tx, {
          staffUserId,
          action: 'customer.points.adjust',
          entity: 'customer',
          entityId: customerId,
          before: { points: change.before },
          after: {
            points: change.after,
            adjustment: input.points,
            reason: input.reason.trim(),
            adjustmentId: change.reference,
          },
          at: change.at,
        }),
    )
    return { message: messages.pointsAdjusted, currentPoint }
  }

  /** Every customer as CSV, a batch at a time; the loyalty levels are read once. */
  exportCsv(batch = CSV_EXPORT_BATCH): Readable {
    let levels: LevelRow[] | undefined
    return streamCsvById(
      EXPORT_HEADER,
      async (afterId, limit) => {
        levels ??= await allLevels(this.ctx.db)
        return repo.customerExportBatch(this.ctx.db, afterId, limit)
      },
      (row) => {
        const shown = toRow(row, levels ?? [])
        return [
          shown.id,
          shown.name,
          shown.phone,
          shown.email,
          shown.level,
          shown.currentPoint,
          shown.ordersCount,
          shown.joinedAt,
          row.referralCode,
        ]
      },
      batch,
    )
  }

  private async mustExist(customerId: number) {
    if (!(await repo.customerExists(this.ctx.db, customerId)))
      throw AppError.notFound(messages.customerNotFound)
  }
}

function toRow(
  row: {
    id: number
    name: string
    phone: string | null
    email: string | null
    joinedAt: Date
    points: string | number
    ordersCount: string | number
  },
  levels: readonly LevelRow[],
) {
  const currentPoint = Number(row.points)
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    level: levels.length > 0 ? levelOf(currentPoint, levels).level : '',
    currentPoint,
    ordersCount: Number(row.ordersCount),
    joinedAt: row.joinedAt.toISOString(),
  }
}
