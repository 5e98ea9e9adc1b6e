import { ERROR_CODES } from '@kyanma/shared'
import { ApiError, type ApiFetch, requestJson } from './api-client.ts'
import { staffSession } from './staff-session.ts'

/**
 * How the back office calls /api/admin/*: the staff token as a Bearer header and never the
 * shopper's cookie (credentials omitted), so the two sessions cannot mix; the page's language as
 * Accept-Language. A refused token (401), or a customer's token (403 'staff only', not an
 * admin-only refusal of a member of staff), signs the back office out and shows the sign-in.
 */
export const staffApiFetch: ApiFetch = async (path, init) => {
  const headers = new Headers(init?.headers)
  const token = staffSession.token()
  if (token) headers.set('authorization', `Bearer ${token}`)
  // The API answers in the page's language (/my/admin: Burmese), as the shop's calls do: its
  // messages become the toasts staff read. The html element carries the language (root.tsx).
  const language = document.documentElement.lang
  if (language && !headers.has('accept-language')) headers.set('accept-language', language)
  const response = await fetch(`/api${path}`, { ...init, headers, credentials: 'omit' })
  if (token && (response.status === 401 || (await isCustomerRefusal(response))))
    staffSession.forget()
  return response
}

async function isCustomerRefusal(response: Response): Promise<boolean> {
  if (response.status !== 403) return false
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { code?: string } | undefined
  return body?.code === ERROR_CODES.staffOnly
}

/** A back-office JSON call: answers the parsed body or throws ApiError with the server's message. */
export function staffRequest<T>(
  path: string,
  options: { method?: string; body?: unknown } = {},
): Promise<T> {
  return requestJson<T>(staffApiFetch, path, options)
}

/** Back-office queries: a refusal (4xx) is an answer, not a hiccup, so it is not retried. */
export function retryServerErrors(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false
  return failures < 3
}

/**
 * Fetches a staff-only file (a CSV export, a private receipt image) with the staff token and
 * answers it as a Blob; plain links cannot carry the Bearer header.
 */
export async function staffBlob(path: string): Promise<Blob> {
  const response = await staffApiFetch(path)
  if (!response.ok) {
    const payload = (await response.json().catch(() => undefined)) as
      | { code?: string; message?: string }
      | undefined
    throw new ApiError(
      response.status,
      payload?.code ?? 'HTTP_ERROR',
      payload?.message ?? response.statusText,
    )
  }
  return response.blob()
}

/** Saves a staff-only file (CSV export) under `filename` through a temporary link. */
export async function downloadStaffFile(path: string, filename: string): Promise<void> {
  const url = URL.createObjectURL(await staffBlob(path))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has started the download once click() returns; the address can go later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
