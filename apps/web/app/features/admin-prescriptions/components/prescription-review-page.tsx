import type { AdminOrderDetail, AdminOrderPrescription } from '@kyanma/shared'
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { useLocation } from 'react-router'
import { adminPaths } from '#app/components/admin/admin-nav.ts'
import { AdminPage } from '#app/components/admin/admin-page.tsx'
import { SectionCard } from '#app/components/admin/section-card.tsx'
import { Link, useNavigate } from '#app/components/link.tsx'
import { useAdminOrder } from '#app/features/admin-orders/api/get-admin-order.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { adminPrescriptions } from '#app/locales/en/admin/prescriptions.ts'
import {
  type PrescriptionDecider,
  PrescriptionDecision,
  usePrescriptionDecider,
} from './prescription-decision.tsx'
import { PrescriptionImages } from './prescription-images.tsx'
import { PrescriptionItems } from './prescription-items.tsx'
import { PrescriptionOutcome } from './prescription-outcome.tsx'
import classes from './prescription-review-page.module.css'
import { PrescriptionStatusBadge } from './prescription-status-badge.tsx'

/** Link state of the order page's 'Check' button: the check then leads back to that order. */
export const FROM_ORDER = { from: 'order' } as const

/**
 * /admin/prescriptions/:orderId: one order's prescription as the pharmacist checks it (decision
 * 040): the images large, the medicines and quantities they must cover, an earlier approval of a
 * reused image, and Approve or Refuse while it waits. After a decision it goes back to the queue
 * (or to the order it was opened from).
 */
export function PrescriptionReviewPage({ orderId }: { orderId: number }) {
  const texts = useTexts(adminPrescriptions).review
  const common = useTexts(adminCommon)
  const fromOrder = (useLocation().state as typeof FROM_ORDER | null)?.from === 'order'
  const backTo = fromOrder ? adminPaths.order(orderId) : adminPaths.prescriptions
  const navigate = useNavigate()
  const { data: order, error, refetch } = useAdminOrder(orderId)
  const decider = usePrescriptionDecider(orderId, () => navigate(backTo))
  const back = (
    <Anchor component={Link} to={backTo} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {fromOrder ? texts.backToOrder : texts.back}
      </Group>
    </Anchor>
  )
  if (error) {
    const missing = error instanceof ApiError && error.status === 404
    return (
      <Stack gap="sm" align="flex-start">
        {back}
        <Text c="red">{missing ? texts.notFound : texts.loadFailed}</Text>
        {!missing && (
          <Button size="xs" variant="light" onClick={() => refetch()}>
            {common.table.retry}
          </Button>
        )}
      </Stack>
    )
  }
  if (!order) return <Text c="dimmed">{common.loading}</Text>
  const { prescription } = order
  return (
    <Stack gap="sm">
      {back}
      <AdminPage
        title={texts.title(order.voucherNo)}
        actions={prescription && <PrescriptionStatusBadge status={prescription.status} />}
      >
        <OrderLine order={order} />
        {prescription ? (
          <div className={classes.layout}>
            <div className={classes.medicines}>
              <SectionCard title={texts.medicines}>
                <PrescriptionItems items={prescription.items} size="md" />
              </SectionCard>
            </div>
            <div className={classes.images}>
              <SectionCard title={texts.images}>
                <PrescriptionImages files={prescription.files} size="large" />
              </SectionCard>
            </div>
            <div className={classes.decision}>
              <Verdict prescription={prescription} decider={decider} />
            </div>
          </div>
        ) : (
          <Text c="dimmed">{texts.noPrescription}</Text>
        )}
      </AdminPage>
    </Stack>
  )
}

/** Who ordered and when, with the way to the whole order. */
function OrderLine({ order }: { order: AdminOrderDetail }) {
  const texts = useTexts(adminPrescriptions).review
  const format = useFormat()
  return (
    <Group gap="xs" mt={-8} wrap="wrap">
      <Text size="sm" fw={500}>
        {order.customer.name}
      </Text>
      {order.customer.phone && <Text size="sm">{order.customer.phone}</Text>}
      <Text size="sm" c="dimmed">
        {texts.placedOn(format.dateTime(order.createdAt))}
      </Text>
      <Anchor component={Link} to={adminPaths.order(order.id)} size="sm">
        {texts.openOrder}
      </Anchor>
    </Group>
  )
}

/** The decision while the prescription waits for it; afterwards, what was decided. */
function Verdict(props: { prescription: AdminOrderPrescription; decider: PrescriptionDecider }) {
  const { prescription } = props
  if (prescription.status === 'WAITING_CHECK')
    return (
      <PrescriptionDecision
        reused={prescription.files.some((file) => file.previouslyApproved !== null)}
        decider={props.decider}
      />
    )
  return (
    <Card withBorder padding="md">
      <PrescriptionOutcome prescription={props.prescription} />
    </Card>
  )
}
