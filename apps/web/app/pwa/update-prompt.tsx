import { Button, Group, Paper, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { paths } from '../config/paths.ts'
import { pathWithoutLanguage } from '../lib/language.ts'
import { useTexts } from '../lib/texts.ts'
import { offline } from '../locales/en/offline.ts'
import { registerServiceWorker } from './service-worker.ts'

/**
 * "A new version is ready - Refresh" (decision 046). A new service worker waits until the shopper
 * agrees; only then does it take over, and the page reloads into the new version. Never asked in
 * the middle of a checkout: the prompt waits until the shopper leaves it.
 */
export function UpdatePrompt() {
  const texts = useTexts(offline).update
  const { pathname } = useLocation()
  const [waiting, setWaiting] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  const [worker] = useState(registerServiceWorker)

  useEffect(() => {
    if (!worker) return
    const onWaiting = () => setWaiting(true)
    worker.addEventListener('waiting', onWaiting)
    return () => worker.removeEventListener('waiting', onWaiting)
  }, [worker])

  if (!worker || !waiting || dismissed) return null
  if (pathWithoutLanguage(pathname) === paths.checkout) return null

  const refresh = () => {
    // Reload once the new version controls this page, so every script comes from it.
    worker.addEventListener('controlling', () => window.location.reload())
    worker.messageSkipWaiting()
  }
  return (
    <Paper role="status" shadow="md" withBorder p="sm" maw="100%">
      <Group gap="sm" wrap="nowrap">
        <Text size="sm">{texts.message}</Text>
        <Button size="xs" onClick={refresh}>
          {texts.refresh}
        </Button>
        <Button size="xs" variant="subtle" onClick={() => setDismissed(true)}>
          {texts.later}
        </Button>
      </Group>
    </Paper>
  )
}
