import type { Customer } from '@kyanma/shared'
import { Button, Divider, Paper, Stack, Text, Title } from '@mantine/core'
import { IconTransfer } from '@tabler/icons-react'
import { useTexts } from '#app/lib/texts.ts'
import { pointTexts } from '#app/locales/en/points.ts'
import { LevelPoints } from '../level-points.tsx'
import { ReferralCode } from '../referral-code.tsx'
import { InviteLinkButton } from './invite-link-button.tsx'

/**
 * The Point History tab's card (spec section 2): current points and level, progress to the next
 * level, the referral code with its QR code and invite link, and the way to transfer points.
 */
export function PointSummary(props: { customer: Customer; onTransfer: () => void }) {
  const texts = useTexts(pointTexts).summary
  const { customer } = props
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <Title order={2} size="h4">
          {texts.title}
        </Title>
        <LevelPoints customer={customer} />
        <Button
          leftSection={<IconTransfer size={18} aria-hidden="true" />}
          onClick={props.onTransfer}
          fullWidth
        >
          {texts.transfer}
        </Button>
        <Divider />
        <ReferralCode code={customer.referralCode} customerId={customer.id} />
        <Stack gap={6} align="flex-start">
          <InviteLinkButton referralCode={customer.referralCode} />
          <Text size="xs" c="dimmed">
            {texts.inviteHint}
          </Text>
        </Stack>
      </Stack>
    </Paper>
  )
}
