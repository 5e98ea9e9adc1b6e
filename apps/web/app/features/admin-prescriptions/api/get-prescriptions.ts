import type { AdminPrescriptionList, OrderPrescriptionStatus } from '@kyanma/shared'
import { staffTable } from '#app/components/admin/table-records.ts'
import { ADMIN_PRESCRIPTIONS_KEY } from './prescription-keys.ts'

/** GET /admin/prescriptions: orders on the pharmacist's track in one status, oldest first. */
export const { query: prescriptionsQuery, useList: usePrescriptions } = staffTable<
  AdminPrescriptionList,
  { status: OrderPrescriptionStatus }
>([...ADMIN_PRESCRIPTIONS_KEY, 'list'], '/admin/prescriptions')
