import { Button, Group, Progress, Stack, Text } from '@mantine/core'
import type { UploadState } from '#app/features/orders/use-upload-box.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { uploadTexts } from '#app/locales/en/uploads.ts'

/**
 * Under a picture picker: how much of the upload has gone, that it is trying again after a
 * dropped connection, or that it gave up, with a Try again button that sends the same files.
 */
export function UploadStatus(props: { state: UploadState; onRetry: () => void }) {
  const texts = useTexts(uploadTexts)
  const format = useFormat()
  const { state } = props
  if (state.phase === 'idle') return null
  if (state.phase === 'failed')
    return (
      <Group gap="sm" wrap="nowrap" role="alert">
        <Text size="sm" c="red">
          {texts.failed}
        </Text>
        <Button size="xs" variant="light" onClick={props.onRetry}>
          {texts.tryAgain}
        </Button>
      </Group>
    )
  const percent = state.phase === 'sending' ? Math.round(state.progress * 100) : 0
  return (
    <Stack gap={4}>
      <Progress
        // While pausing before a new try: a full striped bar that moves, as a waiting mark.
        value={state.phase === 'retrying' ? 100 : percent}
        color={state.phase === 'retrying' ? 'gray' : undefined}
        animated={state.phase === 'retrying'}
        aria-label={texts.progress}
        size="sm"
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {state.phase === 'sending' ? texts.sending(format.digits(String(percent))) : texts.retrying}
      </Text>
    </Stack>
  )
}
