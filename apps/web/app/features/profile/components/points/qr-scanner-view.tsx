import { SCANNER } from '@kyanma/shared'
import { Button, Loader, Stack, Text } from '@mantine/core'
import { use, useEffect, useRef, useState } from 'react'
import {
  type CameraScan,
  CameraScannerContext,
} from '#app/features/profile/scanner/camera-scanner.ts'
import { customerIdFromQrText } from '#app/features/profile/use-qr-code.ts'
import { useTexts } from '#app/lib/texts.ts'
import { pointTexts } from '#app/locales/en/points.ts'
import classes from './points.module.css'

export type ScanEnd = 'timeout' | 'failed'

/**
 * The camera behind the scanner frame (spec sections 4 and 9). The first code that names a
 * customer id ends the scan with it; other texts and unreadable frames are ignored. After
 * SCANNER.timeoutMs without one, or when the camera cannot start, the scan ends and the
 * customer id is typed instead.
 */
export function QrScannerView(props: {
  onId: (id: number) => void
  onEnd: (reason: ScanEnd) => void
  onCancel: () => void
  timeoutMs?: number
}) {
  const texts = useTexts(pointTexts).scanner
  const scanner = use(CameraScannerContext)
  const video = useRef<HTMLVideoElement>(null)
  const [started, setStarted] = useState(false)
  // The latest callbacks, so a parent's re-render does not restart the camera.
  const handlers = useRef(props)
  useEffect(() => {
    handlers.current = props
  })
  const timeoutMs = props.timeoutMs ?? SCANNER.timeoutMs

  useEffect(() => {
    if (!video.current) return
    let scan: CameraScan | undefined
    let over = false
    const finish = (then: () => void) => {
      if (over) return
      over = true
      clearTimeout(timer)
      scan?.stop()
      then()
    }
    const timer = setTimeout(() => finish(() => handlers.current.onEnd('timeout')), timeoutMs)
    scanner
      .start(video.current, (text) => {
        const id = customerIdFromQrText(text)
        if (id !== null) finish(() => handlers.current.onId(id))
      })
      .then(
        (running) => {
          scan = running
          if (over) running.stop()
          else setStarted(true)
        },
        () => finish(() => handlers.current.onEnd('failed')),
      )
    return () => {
      over = true
      clearTimeout(timer)
      scan?.stop()
    }
  }, [scanner, timeoutMs])

  return (
    <Stack gap="xs" align="center">
      <Text size="sm" ta="center">
        {texts.hint}
      </Text>
      <div className={classes.scanView} data-testid="qr-scanner">
        <video
          ref={video}
          className={classes.scanVideo}
          muted
          playsInline
          aria-label={texts.video}
        />
        <img src={SCANNER.frameImage} alt="" className={classes.scanFrame} />
        {!started && (
          <Loader className={classes.scanLoader} color="white" aria-label={texts.starting} />
        )}
      </div>
      <Button variant="subtle" size="xs" onClick={() => props.onCancel()}>
        {texts.stop}
      </Button>
    </Stack>
  )
}
