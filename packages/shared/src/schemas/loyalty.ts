import { z } from 'zod'
import { PAGE_SIZE } from '../constants/limits.ts'
import {
  MAX_TRANSFER_NOTE_LENGTH,
  MAX_TRANSFER_POINTS,
  MIN_TRANSFER_POINTS,
  POINT_DIRECTIONS,
  POINT_KINDS,
} from '../constants/loyalty.ts'
import { messages } from '../messages.ts'
import { DateTimeSchema, listResponseSchema, pagedQuerySchema } from './common.ts'
import { text } from './text.ts'

/** Spec section 3: Point history entry. `points` is always positive; `type` says which way. */
export const PointHistoryEntrySchema = z.object({
  id: z.number().int(),
  type: z.enum(POINT_DIRECTIONS).meta({ description: "IN is shown as 'Received', OUT as 'Used'" }),
  points: z.number().int().positive(),
  kind: z.enum(POINT_KINDS).meta({ description: 'Why the points moved' }),
  note: z.string(),
  createdAt: z.string().meta({ format: 'date-time' }),
})
export type PointHistoryEntry = z.infer<typeof PointHistoryEntrySchema>
export const PointHistoryListSchema = listResponseSchema(PointHistoryEntrySchema)
export type PointHistoryList = z.infer<typeof PointHistoryListSchema>

/** GET /customers/me/point/histories: the list search parameters of spec section 3. */
export const PointHistoryQuerySchema = pagedQuerySchema(PAGE_SIZE.pointHistory).extend({
  filter: z
    .enum(POINT_DIRECTIONS, { error: messages.pointFilterInvalid })
    .optional()
    .meta({ description: 'IN for points received, OUT for points used; none for both' }),
  start: DateTimeSchema.optional().meta({ description: 'Entries at or after this moment' }),
  end: DateTimeSchema.optional().meta({ description: 'Entries before this moment' }),
})
export type PointHistoryQuery = z.infer<typeof PointHistoryQuerySchema>

/** Spec section 5: a whole number of points, at least 1 ('Points is required'). */
const TransferPointsSchema = z
  .number({ error: messages.pointsRequired })
  .int(messages.pointsWholeNumber)
  .min(MIN_TRANSFER_POINTS, messages.pointsRequired)
  .max(MAX_TRANSFER_POINTS, messages.pointsTooMany.replace('{max}', String(MAX_TRANSFER_POINTS)))

/**
 * POST /customers/me/point/transfers. fromCustomer is accepted because the spec's client sends
 * it, but the server always sends from the signed-in customer, whatever it says.
 */
export const PointTransferSchema = z.object({
  toCustomer: z.object(
    {
      id: z
        .number({ error: messages.toCustomerRequired })
        .int(messages.toCustomerRequired)
        .min(1, messages.toCustomerRequired),
    },
    { error: messages.toCustomerRequired },
  ),
  fromCustomer: z.object({ id: z.number().int().optional() }).optional(),
  points: TransferPointsSchema,
  note: text().max(MAX_TRANSFER_NOTE_LENGTH).default(''),
})
export type PointTransferInput = z.input<typeof PointTransferSchema>
export type PointTransfer = z.output<typeof PointTransferSchema>

export const PointTransferResultSchema = z.object({
  message: z.string().meta({ description: "'Your profile has been updated!'" }),
  /** The sender's balance after the transfer. */
  currentPoint: z.number().int(),
})
export type PointTransferResult = z.infer<typeof PointTransferResultSchema>
