import { IconPrescription } from '@tabler/icons-react'
import { adminPaths } from '#app/components/admin/admin-nav.ts'
import { DashboardNotice } from '#app/components/admin/dashboard-notice.tsx'
import { useOrderSummary } from '#app/features/admin-orders/api/get-order-summary.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminPrescriptions } from '#app/locales/en/admin/prescriptions.ts'

/** The dashboard's notice of prescriptions waiting for a pharmacist, from the summary's count. */
export function PrescriptionsToCheckNotice() {
  const texts = useTexts(adminPrescriptions)
  const waiting = useOrderSummary().data?.prescriptionsToCheck ?? 0
  if (waiting === 0) return null
  return (
    <DashboardNotice
      color="blue"
      icon={IconPrescription}
      text={texts.waiting(waiting)}
      to={adminPaths.prescriptions}
      linkText={texts.openList}
    />
  )
}
