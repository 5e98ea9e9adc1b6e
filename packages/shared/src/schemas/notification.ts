import { z } from 'zod'
import { PAGE_SIZE } from '../constants/limits.ts'
import { listResponseSchema, pagedQuerySchema } from './common.ts'

/** Spec section 3: Notification. readAt null means unread. */
export const NotificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  readAt: z.string().meta({ format: 'date-time' }).nullable(),
  createdAt: z.string().meta({ format: 'date-time' }),
})
export type Notification = z.infer<typeof NotificationSchema>

/** GET /notifications/me: newest first, page from 0, 10 a page. */
export const NotificationListSchema = listResponseSchema(NotificationSchema)
export type NotificationList = z.infer<typeof NotificationListSchema>

export const NotificationListQuerySchema = pagedQuerySchema(PAGE_SIZE.notifications)

/** GET /notifications/me/count: how many are unread. */
export const NotificationCountSchema = z.object({ count: z.number().int() })
export type NotificationCount = z.infer<typeof NotificationCountSchema>
