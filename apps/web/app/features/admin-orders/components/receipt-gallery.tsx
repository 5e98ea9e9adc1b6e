import type { AdminOrderDetail } from '@kyanma/shared'
import { Text } from '@mantine/core'
import { ImageGallery } from '#app/components/admin/image-gallery.tsx'
import { SectionCard } from '#app/components/admin/section-card.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { adminOrders } from '#app/locales/en/admin/orders.ts'

/** The uploaded receipts as thumbnails; one opens large in a modal. */
export function ReceiptGallery({ order }: { order: AdminOrderDetail }) {
  const texts = useTexts(adminOrders).detail
  return (
    <SectionCard title={texts.receipts}>
      {order.receipts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.noReceipts}
        </Text>
      ) : (
        <ImageGallery
          size="thumbnail"
          images={order.receipts.map((receipt, index) => ({
            path: `/admin/orders/${order.id}/receipts/${receipt.id}`,
            alt: texts.receiptAlt(index + 1),
          }))}
        />
      )}
    </SectionCard>
  )
}
