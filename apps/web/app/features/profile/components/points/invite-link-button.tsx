import { Button } from '@mantine/core'
import { useClipboard } from '@mantine/hooks'
import { IconLink } from '@tabler/icons-react'
import { inviteHref } from '#app/config/paths.ts'
import { useLocalePath } from '#app/lib/language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { pointTexts } from '#app/locales/en/points.ts'

/**
 * Copies <origin>/auth/register?ref=CODE: a friend's sign-up with the code filled in, in the
 * page's language (/my/auth/register?ref=CODE from a Burmese page).
 */
export function InviteLinkButton({ referralCode }: { referralCode: string }) {
  const texts = useTexts(pointTexts).summary
  const localePath = useLocalePath()
  const clipboard = useClipboard({ timeout: 2000 })
  return (
    <Button
      variant="light"
      color="kyanmaGreen"
      size="xs"
      leftSection={<IconLink size={14} aria-hidden="true" />}
      // The address is read on click: the page's origin is the browser's, never the server's.
      onClick={() =>
        clipboard.copy(`${window.location.origin}${localePath(inviteHref(referralCode))}`)
      }
    >
      {clipboard.copied ? texts.inviteCopied : texts.inviteLink}
    </Button>
  )
}
