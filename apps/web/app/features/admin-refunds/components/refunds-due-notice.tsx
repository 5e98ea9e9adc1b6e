import { IconCashBanknote } from '@tabler/icons-react'
import { adminPaths } from '#app/components/admin/admin-nav.ts'
import { DashboardNotice } from '#app/components/admin/dashboard-notice.tsx'
import { useOrderSummary } from '#app/features/admin-orders/api/get-order-summary.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminRefunds } from '#app/locales/en/admin/refunds.ts'

/** The dashboard's notice of money still to give back, from the summary's count; none, nothing. */
export function RefundsDueNotice() {
  const texts = useTexts(adminRefunds)
  const due = useOrderSummary().data?.refundsDue ?? 0
  if (due === 0) return null
  return (
    <DashboardNotice
      color="orange"
      icon={IconCashBanknote}
      text={texts.waiting(due)}
      to={adminPaths.refunds}
      linkText={texts.openList}
    />
  )
}
