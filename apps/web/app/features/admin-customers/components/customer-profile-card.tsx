import { type AdminCustomerDetail, levelName } from '@kyanma/shared'
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { adminPaths } from '#app/components/admin/admin-nav.ts'
import { Link } from '#app/components/link.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminCustomers } from '#app/locales/en/admin/customers.ts'
import { pointTexts } from '#app/locales/en/points.ts'

function Field(props: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Text size="sm" component="div">
        {props.children}
      </Text>
    </Stack>
  )
}

/** Who the customer is, their points and level, and who invited them. */
export function CustomerProfileCard({ customer }: { customer: AdminCustomerDetail }) {
  const texts = useTexts(adminCustomers).profile
  const { levelNames } = useTexts(pointTexts)
  const format = useFormat()
  const { level } = customer
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group gap="sm">
          <Text fw={700} size="lg">
            {format.number(customer.currentPoint)} {texts.points.toLowerCase()}
          </Text>
          <Badge variant="light">{levelName(level.level, levelNames)}</Badge>
          <Text size="sm" c="dimmed">
            {level.nextLevel && level.levelUpPoints !== null
              ? texts.nextLevel(
                  format.number(level.levelUpPoints),
                  levelName(level.nextLevel, levelNames),
                )
              : texts.topLevel}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Field label={texts.phone}>{customer.phone ?? '—'}</Field>
          <Field label={texts.email}>{customer.email ?? '—'}</Field>
          <Field label={texts.joinedAt}>{format.dateTime(customer.joinedAt)}</Field>
          <Field label={texts.referralCode}>{customer.referralCode}</Field>
          <Field label={texts.referredBy}>
            {customer.referredBy ? (
              <Anchor component={Link} to={adminPaths.customer(customer.referredBy.id)}>
                {customer.referredBy.name} (#{customer.referredBy.id})
              </Anchor>
            ) : (
              texts.nobody
            )}
          </Field>
          <Field label={texts.orders}>{format.number(customer.ordersCount)}</Field>
        </SimpleGrid>
      </Stack>
    </Card>
  )
}
