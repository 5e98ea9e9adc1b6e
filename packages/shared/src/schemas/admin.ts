import { z } from 'zod'
import { IMAGE_PURPOSE_NAMES } from '../constants/images.ts'
import { PAGE_SIZE } from '../constants/limits.ts'
import { ORDER_STATUSES } from '../constants/orders.ts'
import { messages } from '../messages.ts'
import { pagedQuerySchema } from './common.ts'
import { burmeseVersion, text } from './text.ts'

/**
 * PUT /admin/orders/{id}/status: staff move an order along the status machine. A cancel needs
 * the reason in `note`; the customer sees it.
 */
export const AdminOrderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: text().max(500).default(''),
})
export type AdminOrderStatusChange = z.input<typeof AdminOrderStatusChangeSchema>

/**
 * POST /admin/announcements: staff publish an announcement (with an optional banner); every
 * customer is notified.
 */
export const AdminAnnouncementCreateSchema = z.object({
  title: text().min(1, messages.announcementTitleRequired).max(200),
  description: text().max(2000).default(''),
  /** The Burmese versions, when written (decision 039). */
  titleMy: burmeseVersion(text().max(200)),
  descriptionMy: burmeseVersion(text().max(2000)),
  /** A picture uploaded with POST /admin/media?purpose=announcement, or null. */
  bannerImageId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
})
export type AdminAnnouncementCreate = z.input<typeof AdminAnnouncementCreateSchema>

export const AdminAnnouncementCreatedSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  titleMy: z.string().nullable(),
  descriptionMy: z.string().nullable(),
  createdAt: z.string().meta({ format: 'date-time' }),
  /** How many customers were notified. */
  notified: z.number().int(),
})

/** The back office's roles: staff run the shop; an admin also manages staff accounts. */
export const STAFF_ROLES = ['staff', 'admin'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/**
 * The query of every back-office table (spec section 9's generic table): zero-based `page`,
 * `size` (default 15), a free-text `search`, and a sort column from the list's own `sortable`
 * names with its direction. Each list builds its schema with its columns, so a sort on
 * anything else is refused with a 400 rather than ignored.
 */
export function adminListQuerySchema<const Columns extends readonly [string, ...string[]]>(
  sortable: Columns,
  defaultSort: Columns[number],
  defaultOrder: 'asc' | 'desc' = 'desc',
) {
  return pagedQuerySchema(PAGE_SIZE.adminTable).extend({
    search: text().max(100).default(''),
    sort: z.enum(sortable).default(defaultSort),
    order: z.enum(['asc', 'desc']).default(defaultOrder),
  })
}
/** What a back-office table sends (before defaults); the web's table state builds it. */
export interface AdminListParams {
  page: number
  size: number
  search: string
  sort: string
  order: 'asc' | 'desc'
}

/** POST /admin/media: what the picture is for (its sizes and shape) and its alternative text. */
export const AdminImageUploadQuerySchema = z.object({
  purpose: z.enum(IMAGE_PURPOSE_NAMES),
  alt: text().max(200).default(''),
})
