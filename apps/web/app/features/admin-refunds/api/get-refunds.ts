import type { AdminRefundList, RefundState } from '@kyanma/shared'
import { staffTable } from '#app/components/admin/table-records.ts'
import { ADMIN_REFUNDS_KEY } from './refund-keys.ts'

/** GET /admin/refunds: money still to give back (DUE) or given back (DONE). */
export const { query: refundsQuery, useList: useRefunds } = staffTable<
  AdminRefundList,
  { state: RefundState }
>([...ADMIN_REFUNDS_KEY, 'list'], '/admin/refunds')
