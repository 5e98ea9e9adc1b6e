import { type ApiFetch, requestJson } from '../../../lib/api-client.ts'

/** Pictures for one of the customer's orders (receipts, prescriptions). */
export interface OrderImages {
  orderId: number
  files: readonly File[]
}

/** A multipart POST of image files, each in the repeated field `field` (receipts, prescriptions). */
export function postImages<T>(api: ApiFetch, path: string, field: string, files: readonly File[]) {
  const form = new FormData()
  for (const file of files) form.append(field, file)
  return requestJson<T>(api, path, { method: 'POST', body: form })
}
