import { z } from 'zod'
import { adminListQuerySchema } from './admin.ts'
import { listResponseSchema } from './common.ts'

/** GET /admin/contact-messages: newest first; search in name, email, phone and text. */
export const AdminContactListQuerySchema = adminListQuerySchema(['createdAt'], 'createdAt').extend({
  /** Which messages: all, the ones nobody has handled yet, or the handled ones. */
  status: z.enum(['all', 'open', 'handled']).default('all'),
})

export const AdminContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string().meta({ format: 'date-time' }),
  handledAt: z.string().meta({ format: 'date-time' }).nullable(),
  /** The display name of who marked it handled. */
  handledBy: z.string().nullable(),
})
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>
export const AdminContactMessageListSchema = listResponseSchema(AdminContactMessageSchema)
