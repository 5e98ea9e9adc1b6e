import type { AdminOrderDetail } from '@kyanma/shared'
import { Card, Group, Modal, Text, Title, UnstyledButton } from '@mantine/core'
import { useState } from 'react'
import { useTexts } from '../../../lib/texts.ts'
import { adminOrders } from '../../../locales/en/admin/orders.ts'
import { ReceiptImage } from './receipt-image.tsx'

/** The uploaded receipts as thumbnails; one opens large in a modal. */
export function ReceiptGallery({ order }: { order: AdminOrderDetail }) {
  const texts = useTexts(adminOrders).detail
  const [open, setOpen] = useState<number | null>(null)
  const openIndex = order.receipts.findIndex((receipt) => receipt.id === open)
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h5" mb="xs">
        {texts.receipts}
      </Title>
      {order.receipts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.noReceipts}
        </Text>
      ) : (
        <Group gap="sm">
          {order.receipts.map((receipt, index) => (
            <UnstyledButton
              key={receipt.id}
              onClick={() => setOpen(receipt.id)}
              aria-label={texts.receiptAlt(index + 1)}
            >
              <ReceiptImage
                orderId={order.id}
                receiptId={receipt.id}
                alt={texts.receiptAlt(index + 1)}
                size="thumbnail"
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={texts.receiptAlt(openIndex + 1)}
        size="xl"
        centered
      >
        {open !== null && (
          <ReceiptImage
            orderId={order.id}
            receiptId={open}
            alt={texts.receiptAlt(openIndex + 1)}
            size="large"
          />
        )}
      </Modal>
    </Card>
  )
}
