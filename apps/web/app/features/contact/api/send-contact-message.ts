import type { ContactMessageInput } from '@kyanma/shared'
import { useMutation } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch, requestJson } from '#app/lib/api-client.ts'

/**
 * POST /public/contact {name, phone, email, message, privacyAgreed}: 201 {message}, the thanks
 * to show. Bad input (400) and too many messages (429) answer a message, shown in a red toast by
 * the mutation cache.
 */
export function sendContactMessage(input: ContactMessageInput, api: ApiFetch = browserApiFetch) {
  return requestJson<{ message: string }>(api, '/public/contact', { method: 'POST', body: input })
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: (input: ContactMessageInput) => sendContactMessage(input) })
}
