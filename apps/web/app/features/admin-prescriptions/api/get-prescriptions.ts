import type {
  AdminListParams,
  AdminPrescriptionList,
  OrderPrescriptionStatus,
} from '@kyanma/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listQueryString } from '#app/components/admin/use-table-params.ts'
import { staffRequest } from '#app/lib/staff-api.ts'
import { ADMIN_PRESCRIPTIONS_KEY } from './prescription-keys.ts'

/** GET /admin/prescriptions: orders on the pharmacist's track in one status, oldest first. */
export function prescriptionsQuery(params: AdminListParams, status: OrderPrescriptionStatus) {
  const query = listQueryString(params, { status })
  return queryOptions({
    queryKey: [...ADMIN_PRESCRIPTIONS_KEY, 'list', query],
    queryFn: () => staffRequest<AdminPrescriptionList>(`/admin/prescriptions?${query}`),
    placeholderData: keepPreviousData,
  })
}

export const usePrescriptions = (params: AdminListParams, status: OrderPrescriptionStatus) =>
  useQuery(prescriptionsQuery(params, status))
