import { z } from 'zod'
import { ORDER_STATUSES } from '../constants/orders.ts'

/**
 * PUT /admin/orders/{id}/status: staff move an order along the status machine. A cancel needs
 * the reason in `note`; the customer sees it.
 */
export const AdminOrderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.string().trim().max(500).default(''),
})
export type AdminOrderStatusChange = z.input<typeof AdminOrderStatusChangeSchema>
