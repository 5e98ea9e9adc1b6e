import type { Customer } from '@kyanma/shared'
import { useDisclosure } from '@mantine/hooks'
import classes from '../profile.module.css'
import { PointHistory } from './point-history.tsx'
import { PointSummary } from './point-summary.tsx'
import { TransferPointsDialog } from './transfer-points-dialog.tsx'

/**
 * The Point History tab (spec section 2): the points card beside the history on wide screens,
 * above it on phones. A transfer hands the new balance to the page (`onTransferred`), which
 * refreshes the customer everywhere.
 */
export function PointHistoryTab(props: {
  customer: Customer
  onTransferred: (currentPoint: number) => void
}) {
  const [transferring, transfer] = useDisclosure(false)
  return (
    <div className={classes.layout}>
      <div className={classes.aside}>
        <PointSummary customer={props.customer} onTransfer={transfer.open} />
      </div>
      <div className={classes.main}>
        <PointHistory />
      </div>
      <TransferPointsDialog
        opened={transferring}
        onClose={transfer.close}
        customer={props.customer}
        onTransferred={props.onTransferred}
      />
    </div>
  )
}
