import type { AdminContactMessage } from '@kyanma/shared'
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminMessages } from '#app/locales/en/admin/messages.ts'
import { useMarkHandled } from '../api/mark-handled.ts'

/** One message in full (its text as plain text: never HTML), with 'Mark handled'. */
export function MessageModal(props: { message: AdminContactMessage | null; onClose: () => void }) {
  const texts = useTexts(adminMessages)
  const format = useFormat()
  const mutation = useMarkHandled()
  const { message } = props
  return (
    <Modal
      opened={message !== null}
      onClose={props.onClose}
      title={message ? texts.modalTitle(message.name) : ''}
      size="lg"
      centered
    >
      {message && (
        <Stack gap="md">
          <Group gap="lg" wrap="wrap">
            <Anchor href={`mailto:${message.email}`} size="sm">
              {message.email}
            </Anchor>
            {message.phone && <Text size="sm">{message.phone}</Text>}
            <Text size="sm" c="dimmed">
              {format.dateTime(message.createdAt)}
            </Text>
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.message}
          </Text>
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {texts.columns.handled}:{' '}
              {message.handledAt
                ? texts.handledBy(message.handledBy ?? '', format.dateTime(message.handledAt))
                : texts.notHandled}
            </Text>
            <Group gap="sm">
              <Button variant="default" onClick={props.onClose}>
                {texts.close}
              </Button>
              {!message.handledAt && (
                <Button
                  loading={mutation.isPending}
                  onClick={() =>
                    mutation.mutate(message.id, {
                      onSuccess: (result) => {
                        void notify.success(result.message)
                        props.onClose()
                      },
                    })
                  }
                >
                  {texts.markHandled}
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}
