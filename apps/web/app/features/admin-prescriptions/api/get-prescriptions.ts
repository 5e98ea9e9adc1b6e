import type {
  AdminListParams,
  AdminPrescriptionList,
  OrderPrescriptionStatus,
} from '@kyanma/shared'
import { useQuery } from '@tanstack/react-query'
import { staffTableQuery } from '#app/components/admin/table-records.ts'
import { ADMIN_PRESCRIPTIONS_KEY } from './prescription-keys.ts'

/** GET /admin/prescriptions: orders on the pharmacist's track in one status, oldest first. */
export function prescriptionsQuery(params: AdminListParams, status: OrderPrescriptionStatus) {
  return staffTableQuery<AdminPrescriptionList>(
    [...ADMIN_PRESCRIPTIONS_KEY, 'list'],
    '/admin/prescriptions',
    params,
    { status },
  )
}

export const usePrescriptions = (params: AdminListParams, status: OrderPrescriptionStatus) =>
  useQuery(prescriptionsQuery(params, status))
