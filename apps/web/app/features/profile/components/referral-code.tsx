import { CopyButton, Group, Modal, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useTexts } from '#app/lib/texts.ts'
import { profile } from '#app/locales/en/profile.ts'
import { referralQrText, useQrCode } from '../use-qr-code.ts'
import classes from './profile.module.css'

/**
 * The referral code, copyable, and its QR code, which opens larger for a friend to scan (spec
 * section 2). The QR code carries the customer id, as the point transfer scanner expects.
 */
export function ReferralCode({ code, customerId }: { code: string; customerId: number }) {
  const texts = useTexts(profile)
  const [opened, { open, close }] = useDisclosure(false)
  const qr = useQrCode(referralQrText(customerId))
  const picture = (size: number) =>
    qr.data ? (
      <img src={qr.data} alt={texts.card.qrAlt} width={size} height={size} className={classes.qr} />
    ) : (
      <Skeleton w={size} h={size} />
    )

  return (
    <Group gap="md" wrap="nowrap" align="center">
      <UnstyledButton
        onClick={open}
        aria-label={texts.card.showQr}
        className={classes.qrButton}
        disabled={!qr.data}
      >
        {picture(72)}
      </UnstyledButton>
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {texts.card.referralCode}
        </Text>
        <Group gap={6}>
          <Text ff="monospace" fw={700} size="lg" data-testid="referral-code">
            {code}
          </Text>
          <CopyButton value={code}>
            {({ copied, copy }) => (
              <UnstyledButton onClick={copy} className={classes.copy}>
                {copied ? texts.card.copied : texts.card.copy}
              </UnstyledButton>
            )}
          </CopyButton>
        </Group>
        {/* Friends without a camera type this number to send points. */}
        <Text size="xs" c="dimmed" data-testid="customer-id">
          {texts.card.customerId(customerId)}
        </Text>
      </div>
      <Modal opened={opened} onClose={close} title={texts.card.qrTitle} centered size="auto">
        <Stack align="center" gap="sm">
          {picture(280)}
          <Text ff="monospace" fw={700} size="lg">
            {code}
          </Text>
          <Text size="sm">{texts.card.customerId(customerId)}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={280}>
            {texts.card.qrHint}
          </Text>
        </Stack>
      </Modal>
    </Group>
  )
}
