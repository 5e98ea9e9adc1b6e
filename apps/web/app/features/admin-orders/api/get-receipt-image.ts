import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { staffBlob } from '../../../lib/staff-api.ts'
import { ADMIN_ORDERS_KEY } from './order-keys.ts'

/** GET /admin/orders/{id}/receipts/{receiptId}: the private image, fetched with the staff token. */
export function receiptImageQuery(orderId: number, receiptId: number) {
  return queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'receipt', orderId, receiptId],
    queryFn: () => staffBlob(`/admin/orders/${orderId}/receipts/${receiptId}`),
    // A receipt never changes once uploaded.
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/**
 * The receipt as an object URL for <img>, made in an effect (never during render) and revoked
 * when the image leaves the screen.
 */
export function useReceiptImageUrl(orderId: number, receiptId: number) {
  const query = useQuery(receiptImageQuery(orderId, receiptId))
  const [url, setUrl] = useState<string | undefined>()
  useEffect(() => {
    if (!query.data) return
    const objectUrl = URL.createObjectURL(query.data)
    setUrl(objectUrl)
    return () => URL.revokeObjectURL(objectUrl)
  }, [query.data])
  return { url, isError: query.isError }
}
