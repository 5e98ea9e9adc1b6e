import type { Customer } from '@kyanma/shared'
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { CustomerAvatar } from './customer-avatar.tsx'
import { LevelPoints } from './level-points.tsx'
import { ReferralCode } from './referral-code.tsx'

/** Who the customer is at a glance: picture (a default one if none), name, referral code, points. */
export function CustomerCard({ customer }: { customer: Customer }) {
  const { user } = customer
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <CustomerAvatar user={user} />
          <div style={{ minWidth: 0 }}>
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {user.displayName}
            </Title>
            {user.email && (
              <Text size="sm" c="dimmed" truncate>
                {user.email}
              </Text>
            )}
          </div>
        </Group>
        <ReferralCode code={customer.referralCode} customerId={customer.id} />
        <Divider />
        <LevelPoints customer={customer} />
      </Stack>
    </Paper>
  )
}
