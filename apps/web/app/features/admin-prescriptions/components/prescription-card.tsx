import type { AdminOrderDetail } from '@kyanma/shared'
import { Button, Card, Group, Stack, Title } from '@mantine/core'
import { adminPaths } from '#app/components/admin/admin-nav.ts'
import { Link } from '#app/components/link.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { adminPrescriptions } from '#app/locales/en/admin/prescriptions.ts'
import { PrescriptionImages } from './prescription-images.tsx'
import { PrescriptionOutcome } from './prescription-outcome.tsx'
import { FROM_ORDER } from './prescription-review-page.tsx'
import { PrescriptionStatusBadge } from './prescription-status-badge.tsx'

/**
 * An order's prescription on its page: where it stands, its images, who decided; while it waits
 * for a pharmacist, the way to the check (which then comes back here). Nothing when no item of
 * the order needs a prescription.
 */
export function PrescriptionCard({ order }: { order: AdminOrderDetail }) {
  const texts = useTexts(adminPrescriptions).card
  const { prescription } = order
  if (!prescription) return null
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Title order={2} size="h5">
              {texts.title}
            </Title>
            <PrescriptionStatusBadge status={prescription.status} />
          </Group>
          {prescription.status === 'WAITING_CHECK' && (
            <Button
              component={Link}
              to={adminPaths.prescription(order.id)}
              state={FROM_ORDER}
              size="xs"
            >
              {texts.check}
            </Button>
          )}
        </Group>
        <PrescriptionOutcome prescription={prescription} />
        <PrescriptionImages files={prescription.files} size="thumbnail" />
      </Stack>
    </Card>
  )
}
