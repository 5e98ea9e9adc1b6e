import { Button } from '@mantine/core'
import { useClipboard } from '@mantine/hooks'
import { IconLink } from '@tabler/icons-react'
import { inviteHref } from '../../../../config/paths.ts'
import { pointTexts } from '../../../../locales/en/points.ts'

const texts = pointTexts.summary

/** Copies <origin>/auth/register?ref=CODE: a friend's sign-up with the code filled in. */
export function InviteLinkButton({ referralCode }: { referralCode: string }) {
  const clipboard = useClipboard({ timeout: 2000 })
  return (
    <Button
      variant="light"
      color="kyanmaGreen"
      size="xs"
      leftSection={<IconLink size={14} aria-hidden="true" />}
      // The address is read on click: the page's origin is the browser's, never the server's.
      onClick={() => clipboard.copy(`${window.location.origin}${inviteHref(referralCode)}`)}
    >
      {clipboard.copied ? texts.inviteCopied : texts.inviteLink}
    </Button>
  )
}
