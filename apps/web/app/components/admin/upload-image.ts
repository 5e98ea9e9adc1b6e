import type { Image, ImagePurpose } from '@kyanma/shared'
import { staffRequest } from '#app/lib/staff-api.ts'

/**
 * POST /admin/media: the server checks the file is a picture and stores it resized to the
 * storefront sizes of `purpose`; the answer's id is what a product, article... refers to.
 */
export function uploadImage(file: File, purpose: ImagePurpose, alt = ''): Promise<Image> {
  const body = new FormData()
  body.append('file', file)
  const query = new URLSearchParams({ purpose, alt })
  return staffRequest<Image>(`/admin/media?${query}`, { method: 'POST', body })
}
