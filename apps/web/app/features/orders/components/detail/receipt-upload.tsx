import { Button, FileButton, Stack, Text } from '@mantine/core'
import { IconUpload } from '@tabler/icons-react'
import { notify } from '../../../../lib/notify.ts'
import { useTexts } from '../../../../lib/texts.ts'
import { orders } from '../../../../locales/en/orders.ts'
import { useUploadReceipts } from '../../api/upload-receipts.ts'
import classes from './order-detail.module.css'

/**
 * The receipt upload box (spec sections 2 and 5): image files only, several at once. The server
 * checks the files' real content; this only keeps other files from being sent at all.
 */
export function ReceiptUpload({ orderId }: { orderId: number }) {
  const texts = useTexts(orders)
  const upload = useUploadReceipts()
  const send = (files: File[]) => {
    const images = files.filter((file) => file.type.startsWith('image/'))
    if (images.length === 0) return
    upload.mutate(
      { orderId, files: images },
      { onSuccess: () => void notify.success(texts.detail.uploaded) },
    )
  }
  return (
    <Stack align="center" gap="xs" p="md" className={classes.uploadBox}>
      <Text size="sm" c="dimmed" ta="center">
        {texts.detail.uploadHint}
      </Text>
      <FileButton onChange={send} accept="image/*" multiple>
        {(props) => (
          <Button
            {...props}
            variant="light"
            leftSection={<IconUpload size={16} />}
            loading={upload.isPending}
          >
            {texts.detail.upload}
          </Button>
        )}
      </FileButton>
    </Stack>
  )
}
