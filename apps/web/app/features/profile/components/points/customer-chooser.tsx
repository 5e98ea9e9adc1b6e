import { Button, Stack } from '@mantine/core'
import { IconQrcode } from '@tabler/icons-react'
import { type ReactNode, use, useEffect, useState } from 'react'
import { DigitsInput } from '#app/components/ui/digits-input.tsx'
import { CameraScannerContext } from '#app/features/profile/scanner/camera-scanner.ts'
import { useTexts } from '#app/lib/texts.ts'
import { pointTexts } from '#app/locales/en/points.ts'
import { QrScannerView, type ScanEnd } from './qr-scanner-view.tsx'

type Camera = 'unknown' | 'available' | 'none'

/** Which hint is under the field (kept as a name, so it follows the page's language). */
type Hint = 'toCustomerHint' | 'noCamera' | 'cameraFailed' | 'timedOut'

/**
 * 'To Customer' (spec section 2): the receiving customer's id, typed, or read from their
 * referral QR code with the camera. Without a camera (none listed, permission refused, not a
 * secure page, or it fails to start) the scan button goes and a short hint says to type the id.
 */
export function CustomerChooser(props: {
  value: string
  onChange: (value: string) => void
  error?: ReactNode
  onBlur?: () => void
}) {
  const texts = useTexts(pointTexts)
  const scanner = use(CameraScannerContext)
  const [camera, setCamera] = useState<Camera>('unknown')
  const [scanning, setScanning] = useState(false)
  const [hint, setHint] = useState<Hint>('toCustomerHint')

  useEffect(() => {
    let current = true
    scanner.available().then(
      (yes) => {
        if (!current) return
        setCamera(yes ? 'available' : 'none')
        if (!yes) setHint('noCamera')
      },
      () => current && setCamera('none'),
    )
    return () => {
      current = false
    }
  }, [scanner])

  const ended = (reason: ScanEnd) => {
    setScanning(false)
    if (reason === 'failed') {
      setCamera('none')
      setHint('cameraFailed')
    } else setHint('timedOut')
  }

  return (
    <Stack gap="xs">
      <DigitsInput
        label={texts.transfer.toCustomer}
        description={
          hint === 'toCustomerHint' ? texts.transfer.toCustomerHint : texts.scanner[hint]
        }
        placeholder={texts.transfer.toCustomerPlaceholder}
        autoComplete="off"
        required
        value={props.value}
        error={props.error}
        onBlur={props.onBlur}
        onDigits={(typed) => {
          // Ids are whole numbers (Burmese digits read as Latin ones): other keys are not taken.
          if (typed !== '' && !/^\d{1,15}$/.test(typed)) return false
          props.onChange(typed)
          return true
        }}
      />
      {camera === 'available' && !scanning && (
        // Under the typed id rather than inside its box, where a phone cut the label short.
        <Button
          variant="light"
          size="sm"
          leftSection={<IconQrcode size={18} aria-hidden="true" />}
          onClick={() => setScanning(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {texts.transfer.scan}
        </Button>
      )}
      {scanning && (
        <QrScannerView
          onId={(id) => {
            setScanning(false)
            setHint('toCustomerHint')
            props.onChange(String(id))
          }}
          onEnd={ended}
          onCancel={() => setScanning(false)}
        />
      )}
    </Stack>
  )
}
