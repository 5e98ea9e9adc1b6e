import { SMS_CODE_LENGTH, SmsCodeSchema } from '@kyanma/shared'
import { Button, Stack } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { useNavigate } from '#app/components/link.tsx'
import { hrefs } from '#app/config/paths.ts'
import { useServerMessage } from '#app/lib/form-validation.ts'
import { useTexts } from '#app/lib/texts.ts'
import { auth as authTexts } from '#app/locales/en/auth.ts'
import { useResetPasswordBySms } from '../api/reset-password-by-sms.ts'
import { ResendCountdown } from './resend-countdown.tsx'
import { emptyCode, SmsCodeInput } from './sms-code-input.tsx'

const ALL_BOXES = Array.from({ length: SMS_CODE_LENGTH }, (_, index) => index)

/**
 * The code sent by SMS (spec sections 2 and 4): six boxes, the resend timer and Submit. The
 * answer's message is the reset token, carried to the new-password screen in its address.
 */
export function SmsCodeForm({ phoneNumber }: { phoneNumber: string }) {
  const texts = useTexts(authTexts)
  const serverMessage = useServerMessage()
  const navigate = useNavigate()
  const [digits, setDigits] = useState(emptyCode)
  const [refusedBox, setRefusedBox] = useState<number>()
  const [submitted, setSubmitted] = useState(false)
  const check = useResetPasswordBySms()

  const code = digits.join('')
  // Validated on every change; 'SMS code is required.' waits for a first Submit.
  const incomplete = submitted && !SmsCodeSchema.safeParse(code).success
  const error =
    refusedBox !== undefined
      ? texts.invalidInput
      : incomplete
        ? serverMessage(SmsCodeSchema.safeParse(code).error?.issues[0]?.message ?? '')
        : undefined
  const invalidBoxes =
    refusedBox !== undefined
      ? [refusedBox]
      : incomplete
        ? ALL_BOXES.filter((index) => digits[index] === '')
        : []

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!SmsCodeSchema.safeParse(code).success) return
    check.mutate(
      { token: code, user: phoneNumber },
      { onSuccess: (answer) => navigate(hrefs.resetPassword(phoneNumber, answer.message)) },
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SmsCodeInput
          digits={digits}
          onChange={(next) => {
            setRefusedBox(undefined)
            setDigits(next)
          }}
          onRefused={setRefusedBox}
          error={error}
          invalidBoxes={invalidBoxes}
        />
        <Button type="submit" fullWidth loading={check.isPending}>
          {texts.smsCode.submit}
        </Button>
      </Stack>
      <ResendCountdown phoneNumber={phoneNumber} />
    </form>
  )
}
