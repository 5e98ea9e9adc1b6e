import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { staffBlob } from '#app/lib/staff-api.ts'

/**
 * A private image of the back office (a payment receipt, a prescription) by its API path,
 * fetched with the staff token: an <img src> could not send it.
 */
export function staffImageQuery(path: string) {
  return queryOptions({
    // Under 'admin' (no retry of a refusal), apart from the orders: an order's change does not
    // download its images again.
    queryKey: ['admin', 'private-image', path],
    queryFn: () => staffBlob(path),
    // An uploaded image never changes.
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/**
 * The image as an object URL for <img>, made in an effect (never during render) and revoked
 * when the image leaves the screen.
 */
export function useStaffImageUrl(path: string) {
  const query = useQuery(staffImageQuery(path))
  const [url, setUrl] = useState<string | undefined>()
  useEffect(() => {
    if (!query.data) return
    const objectUrl = URL.createObjectURL(query.data)
    setUrl(objectUrl)
    return () => URL.revokeObjectURL(objectUrl)
  }, [query.data])
  return { url, isError: query.isError }
}
