import { IconCashBanknote } from '@tabler/icons-react'
import { adminPaths } from '../../../components/admin/admin-nav.ts'
import { DashboardNotice } from '../../../components/admin/dashboard-notice.tsx'
import { useTexts } from '../../../lib/texts.ts'
import { adminRefunds } from '../../../locales/en/admin/refunds.ts'
import { useOrderSummary } from '../../admin-orders/api/get-order-summary.ts'

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
