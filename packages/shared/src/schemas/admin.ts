import { z } from 'zod'
import { ORDER_STATUSES } from '../constants/orders.ts'
import { messages } from '../messages.ts'

/**
 * PUT /admin/orders/{id}/status: staff move an order along the status machine. A cancel needs
 * the reason in `note`; the customer sees it.
 */
export const AdminOrderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.string().trim().max(500).default(''),
})
export type AdminOrderStatusChange = z.input<typeof AdminOrderStatusChangeSchema>

/**
 * POST /admin/announcements: staff publish an announcement; every customer is notified. (Banner
 * images and editing come with the back office.)
 */
export const AdminAnnouncementCreateSchema = z.object({
  title: z.string().trim().min(1, messages.announcementTitleRequired).max(200),
  description: z.string().trim().max(2000).default(''),
})
export type AdminAnnouncementCreate = z.input<typeof AdminAnnouncementCreateSchema>

export const AdminAnnouncementCreatedSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  createdAt: z.string().meta({ format: 'date-time' }),
  /** How many customers were notified. */
  notified: z.number().int(),
})
