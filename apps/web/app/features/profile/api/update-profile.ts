import type { Customer, ProfileUpdate } from '@kyanma/shared'
import { useMutation } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

/**
 * POST /customers/me {name, phoneNo, email}: answers the updated customer. A phone number or
 * email another account has is refused (409) with a message, shown in a red toast.
 */
export function updateProfile(input: ProfileUpdate, api: ApiFetch = browserApiFetch) {
  return requestJson<Customer>(api, '/customers/me', { method: 'POST', body: input })
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: (input: ProfileUpdate) => updateProfile(input) })
}
