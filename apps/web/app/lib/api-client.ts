import { storedToken } from './session-storage.ts'

/**
 * How the web app talks to the API. In the browser: fetch on the same origin with cookies.
 * During server rendering: whatever transport the server gives (in-process, see
 * apps/api/src/plugins/web.ts), so loaders make no network hop.
 */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>

/** A failed call: the HTTP status and the server's `{ code, message }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/**
 * In the browser every call carries the stored access token as a Bearer header (spec section 6),
 * the session cookie (credentials included) and the page's language.
 */
export const browserApiFetch: ApiFetch = (path, init) => {
  const headers = new Headers(init?.headers)
  const token = storedToken()
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`)
  // The API answers in the page's language (its messages become the toasts people read).
  if (!headers.has('accept-language')) headers.set('accept-language', document.documentElement.lang)
  return fetch(`/api${path}`, { credentials: 'include', ...init, headers })
}

/**
 * No answer came: the connection failed or the request ran out of time. The request may still
 * have reached the server (decision 045), so whoever sent it decides whether to keep it.
 */
export class NoAnswerError extends Error {
  constructor(options?: { cause?: unknown; timedOut?: boolean }) {
    super(options?.timedOut ? 'The request timed out.' : 'No answer: the connection failed.', {
      cause: options?.cause,
    })
    this.name = 'NoAnswerError'
  }
}

/**
 * Whether a failure is the connection's and not the server's judgement: no answer at all, or a
 * proxy's 502/503/504 saying the shop could not be reached. Only these are tried again (lib/retry.ts).
 * Kept beside the errors, not in retry.ts, because every page's query client asks it while only
 * the checkout and the uploads retry.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof NoAnswerError) return true
  return error instanceof ApiError && [502, 503, 504].includes(error.status)
}

/** fetch, turned into NoAnswerError when it fails or outlasts `timeoutMs`. */
async function fetchAnswer(api: ApiFetch, path: string, init: RequestInit, timeoutMs?: number) {
  const controller = timeoutMs ? new AbortController() : undefined
  let timedOut = false
  const timer =
    controller &&
    setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
  try {
    const response = await api(path, controller ? { ...init, signal: controller.signal } : init)
    // The body is part of the answer: a connection cut while it streams is no answer either.
    const text = await response.text()
    return { response, text }
  } catch (error) {
    throw new NoAnswerError({ cause: error, timedOut })
  } finally {
    clearTimeout(timer)
  }
}

export async function requestJson<T>(
  api: ApiFetch,
  path: string,
  options: {
    method?: string
    body?: unknown
    headers?: Record<string, string>
    /** Let the request finish though the page unloads (a choice saved just before a reload). */
    keepalive?: boolean
    /** Give up waiting after this long (NoAnswerError); without it the browser's own limit. */
    timeoutMs?: number
  } = {},
): Promise<T> {
  const hasBody = options.body !== undefined
  // A FormData body (file uploads) sets its own multipart content type.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData
  const headers: Record<string, string> = { ...options.headers }
  if (hasBody && !isForm) headers['content-type'] = 'application/json'
  const init: RequestInit = {
    method: options.method ?? 'GET',
    ...(options.keepalive && { keepalive: true }),
    ...(Object.keys(headers).length > 0 && { headers }),
    ...(hasBody && { body: isForm ? (options.body as FormData) : JSON.stringify(options.body) }),
  }
  const { response, text } = await fetchAnswer(api, path, init, options.timeoutMs)
  return answerOf<T>(response.status, response.ok, response.statusText, text)
}

/** The JSON of an answer, or its ApiError; shared with uploads sent with progress. */
export function answerOf<T>(status: number, ok: boolean, statusText: string, text: string): T {
  let payload: { code?: string; message?: string } | undefined
  try {
    payload = text ? JSON.parse(text) : undefined
  } catch {
    payload = undefined
  }
  const response = { ok, status, statusText }
  if (!response.ok) {
    throw new ApiError(
      response.status,
      payload?.code ?? 'HTTP_ERROR',
      payload?.message ?? response.statusText,
    )
  }
  return payload as T
}
