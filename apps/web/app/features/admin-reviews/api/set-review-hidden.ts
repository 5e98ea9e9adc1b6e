import { staffRequest } from '#app/lib/staff-api.ts'
import { useRefreshingMutation } from '#app/lib/use-refreshing-mutation.ts'
import { ADMIN_REVIEWS_KEY } from './review-keys.ts'

/** PUT /admin/reviews/{id}/hidden with the reason hides; DELETE shows the review again. */
export function setReviewHidden(request: { id: number; reason: string | null }) {
  const url = `/admin/reviews/${request.id}/hidden`
  if (request.reason === null) return staffRequest<{ message: string }>(url, { method: 'DELETE' })
  return staffRequest<{ message: string }>(url, {
    method: 'PUT',
    body: { reason: request.reason },
  })
}

export function useSetReviewHidden() {
  return useRefreshingMutation(setReviewHidden, ADMIN_REVIEWS_KEY)
}
