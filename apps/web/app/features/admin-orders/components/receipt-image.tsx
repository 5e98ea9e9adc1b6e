import { Center, Image, Loader, Text } from '@mantine/core'
import { useTexts } from '../../../lib/texts.ts'
import { adminOrders as englishAdminOrders } from '../../../locales/en/admin/orders.ts'
import { useReceiptImageUrl } from '../api/get-receipt-image.ts'

const THUMBNAIL_HEIGHT = 96

/** A private receipt image, fetched with the staff token (an <img src> could not send it). */
export function ReceiptImage(props: {
  orderId: number
  receiptId: number
  alt: string
  /** A thumbnail in the list, or the whole image in the modal (never wider than the screen). */
  size: 'thumbnail' | 'large'
}) {
  const adminOrders = useTexts(englishAdminOrders)
  const { url, isError } = useReceiptImageUrl(props.orderId, props.receiptId)
  if (isError)
    return (
      <Text size="xs" c="red">
        {adminOrders.detail.receiptFailed}
      </Text>
    )
  if (!url)
    return (
      <Center h={props.size === 'large' ? 300 : THUMBNAIL_HEIGHT}>
        <Loader size="sm" />
      </Center>
    )
  if (props.size === 'large')
    return <Image src={url} alt={props.alt} w="100%" mah="75vh" fit="contain" radius="sm" />
  return <Image src={url} alt={props.alt} h={THUMBNAIL_HEIGHT} w="auto" fit="contain" radius="sm" />
}
