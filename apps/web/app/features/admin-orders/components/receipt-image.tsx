import { Center, Image, Loader, Text } from '@mantine/core'
import { adminOrders } from '../../../locales/en/admin/orders.ts'
import { useReceiptImageUrl } from '../api/get-receipt-image.ts'

/** A private receipt image, fetched with the staff token (an <img src> could not send it). */
export function ReceiptImage(props: {
  orderId: number
  receiptId: number
  alt: string
  height: number
}) {
  const { url, isError } = useReceiptImageUrl(props.orderId, props.receiptId)
  if (isError)
    return (
      <Text size="xs" c="red">
        {adminOrders.detail.receiptFailed}
      </Text>
    )
  if (!url)
    return (
      <Center h={props.height}>
        <Loader size="sm" />
      </Center>
    )
  return <Image src={url} alt={props.alt} h={props.height} w="auto" fit="contain" radius="sm" />
}
