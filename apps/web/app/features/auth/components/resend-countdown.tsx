import { SMS_RESEND_SECONDS } from '@kyanma/shared'
import { Button, Group, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useLanguage } from '#app/lib/language.ts'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { auth as authTexts } from '#app/locales/en/auth.ts'
import { useForgetPassword } from '../api/forget-password.ts'
import { codeRequestedAt, rememberCodeRequest } from '../sms-request-clock.ts'
import { formatMinutesSeconds, useCountdown } from '../use-countdown.ts'
import classes from './sms-code-input.module.css'

/**
 * The resend timer (spec sections 2 and 4): 5 minutes from when the code was asked for, shown as
 * mm:ss with 'Please wait for a moment'; at zero 'Verify phone number' asks for a new code and
 * the timer starts again. The moment is kept per number, so a reload does not restart it.
 */
export function ResendCountdown({ phoneNumber }: { phoneNumber: string }) {
  const texts = useTexts(authTexts).smsCode
  const language = useLanguage()
  const [requestedAt, setRequestedAt] = useState<number>()
  useEffect(() => {
    let at = codeRequestedAt(phoneNumber)
    if (at === undefined) {
      // Opened from a link or another tab: count from now, as the server's own limit does.
      at = Date.now()
      rememberCodeRequest(phoneNumber, at)
    }
    setRequestedAt(at)
  }, [phoneNumber])

  const endsAt = requestedAt === undefined ? undefined : requestedAt + SMS_RESEND_SECONDS * 1000
  const left = useCountdown(endsAt, SMS_RESEND_SECONDS)
  const resend = useForgetPassword()

  const askAgain = () =>
    resend.mutate(phoneNumber, {
      onSuccess: (answer) => {
        const now = Date.now()
        rememberCodeRequest(phoneNumber, now)
        setRequestedAt(now)
        void notify.success(answer.message)
      },
    })

  // Both states take the height of the button, so the card does not jump at zero.
  return (
    <Group justify="center" gap="xs" mih={36} mt="md">
      {left === 0 ? (
        <>
          <Text size="sm" c="dimmed">
            {texts.noCode}
          </Text>
          <Button variant="subtle" size="compact-md" onClick={askAgain} loading={resend.isPending}>
            {texts.resend}
          </Button>
        </>
      ) : (
        <Text
          size="sm"
          c="dimmed"
          style={left === undefined ? { visibility: 'hidden' } : undefined}
        >
          {texts.wait}{' '}
          <Text span role="timer" fw={700} c="var(--mantine-color-text)" className={classes.time}>
            {formatMinutesSeconds(left ?? SMS_RESEND_SECONDS, language)}
          </Text>
        </Text>
      )}
    </Group>
  )
}
