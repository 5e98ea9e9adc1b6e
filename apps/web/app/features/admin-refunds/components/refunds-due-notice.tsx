import { Alert, Anchor, Group, Text } from '@mantine/core'
import { IconCashBanknote } from '@tabler/icons-react'
import { adminPaths } from '../../../components/admin/admin-nav.ts'
import { Link } from '../../../components/link.tsx'
import { useTexts } from '../../../lib/texts.ts'
import { adminRefunds } from '../../../locales/en/admin/refunds.ts'
import { useOrderSummary } from '../../admin-orders/api/get-order-summary.ts'

/** The dashboard's notice of money still to give back, from the summary's count; none, nothing. */
export function RefundsDueNotice() {
  const texts = useTexts(adminRefunds)
  const due = useOrderSummary().data?.refundsDue ?? 0
  if (due === 0) return null
  return (
    <Alert color="orange" variant="light" icon={<IconCashBanknote size={18} aria-hidden />}>
      <Group gap="sm" justify="space-between">
        <Text size="sm">{texts.waiting(due)}</Text>
        <Anchor component={Link} to={adminPaths.refunds} size="sm">
          {texts.openList}
        </Anchor>
      </Group>
    </Alert>
  )
}
