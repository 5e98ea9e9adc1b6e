import type { OrderPrescriptionStatus } from '@kyanma/shared'
import { AdminListPage } from '#app/components/admin/admin-list-page.tsx'
import { StatusFilter, useStatusFilter } from '#app/components/admin/status-filter.tsx'
import { useTableParams } from '#app/components/admin/use-table-params.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminPrescriptions } from '#app/locales/en/admin/prescriptions.ts'
import { usePrescriptions } from '../api/get-prescriptions.ts'
import { prescriptionColumns } from './prescription-columns.tsx'

/** The filter in the address: the pharmacist's work first. */
const STATES = ['check', 'refused', 'upload', 'approved'] as const
const STATUS_OF: Record<(typeof STATES)[number], OrderPrescriptionStatus> = {
  check: 'WAITING_CHECK',
  refused: 'REFUSED',
  upload: 'AWAITING_UPLOAD',
  approved: 'APPROVED',
}

/**
 * /admin/prescriptions: the pharmacist's queue (decision 040), oldest first so nobody waits
 * longest; 'Check' opens one order's prescription to approve or refuse.
 */
export function PrescriptionsPage() {
  const texts = useTexts(adminPrescriptions)
  const format = useFormat()
  const table = useTableParams({ sort: 'createdAt', order: 'asc' })
  const state = useStatusFilter(table, STATES)
  const query = usePrescriptions(table.params, { status: STATUS_OF[state] })
  const shown = { due: state === 'upload' || state === 'refused', reason: state === 'refused' }
  return (
    <AdminListPage
      title={texts.title}
      list={query}
      table={table}
      columns={prescriptionColumns(texts, format, shown)}
      searchPlaceholder={texts.searchPlaceholder}
      rowKey={(row) => row.orderId}
      toolbar={<StatusFilter table={table} statuses={STATES} value={state} labels={texts.filter} />}
    />
  )
}
