import { z } from 'zod'
import {
  ORDER_PRESCRIPTION_STATUSES,
  PRESCRIPTION_MAX_FILES,
  PRESCRIPTION_STATUSES,
} from '../constants/prescriptions.ts'
import { messages } from '../messages.ts'
import { IdSchema, listResponseSchema, pagedQuerySchema } from './common.ts'

/** A calendar date as the wire writes it (YYYY-MM-DD), checked to be a real day. */
export const CalendarDateSchema = z
  .string({ error: messages.invalidDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.invalidDate)
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value
  }, messages.invalidDate)
  .meta({ format: 'date' })

/**
 * One of the signed-in customer's prescription images (decision 040). `usable` says whether a
 * new order may name it now: sent and not attached to an open order yet, or approved by a
 * pharmacist and valid today (Myanmar date).
 */
export const PrescriptionSchema = z.object({
  id: z.number().int(),
  status: z.enum(PRESCRIPTION_STATUSES),
  /** Set by the pharmacist who approved it (YYYY-MM-DD, Myanmar); null before. */
  validUntil: z.string().meta({ format: 'date' }).nullable(),
  createdAt: z.string().meta({ format: 'date-time' }),
  urls: z.object({ private: z.string() }),
  usable: z.boolean(),
})
export type Prescription = z.infer<typeof PrescriptionSchema>

/** POST /customers/me/prescriptions answers the images it stored. */
export const PrescriptionUploadAnswerSchema = z.array(PrescriptionSchema)

/** GET /customers/me/prescriptions: newest first. */
export const PrescriptionListQuerySchema = pagedQuerySchema(20)
export const PrescriptionListSchema = listResponseSchema(PrescriptionSchema)

export const PrescriptionParamsSchema = z.object({ id: IdSchema })

/** The prescriptions an order names at checkout (already uploaded, or approved earlier). */
export const OrderPrescriptionRefsSchema = z
  .array(z.object({ id: z.number().int().min(1).max(2_147_483_647) }))
  .max(
    PRESCRIPTION_MAX_FILES,
    messages.prescriptionTooMany.replace('{count}', String(PRESCRIPTION_MAX_FILES)),
  )

/**
 * The pharmacist's track of an order, in its answer: null when no item needs a prescription.
 * `dueAt` is when the order is cancelled unless a (new) prescription arrives.
 */
export const OrderPrescriptionSchema = z.object({
  status: z.enum(ORDER_PRESCRIPTION_STATUSES),
  dueAt: z.string().meta({ format: 'date-time' }).nullable(),
  refusalReason: z.string().nullable(),
  files: z.array(z.object({ id: z.number().int(), urls: z.object({ private: z.string() }) })),
})
export type OrderPrescription = z.infer<typeof OrderPrescriptionSchema>
