import type { AuthResult } from '@kyanma/shared'
import type { ReactNode } from 'react'
import { afterEach, vi } from 'vitest'
import { notify } from '#app/lib/notify.ts'
import { makeQueryClient } from '#app/lib/query-client.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderRoutesInApp } from '#test/render.tsx'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  window.sessionStorage.clear()
})

export interface ApiCall {
  method: string
  path: string
  body: unknown
  /** The request's headers (an Idempotency-Key, for one). */
  headers: Headers
}

export interface StubAnswer {
  status?: number
  body: unknown
}

/** One page of a list as the API answers it: its rows, the whole list's count, the page's size. */
export function pageOf(data: unknown[], pageSize: number, total = data.length): StubAnswer {
  return { body: { data, total, pageSize } }
}

/** The API refusing a call: its status and the error body every route answers with. */
export function refusal(status: number, code: string, message: string): StubAnswer {
  return { status, body: { code, message } }
}

/** The login page asks which social sign-ins exist; that read is not what its tests are about. */
const PROVIDERS_CALL = 'GET /auth/providers'

/**
 * Stands in for the API: answers by "METHOD /path" (without /api) and records every call with
 * its JSON body. An unknown call answers 404, so a wrong path fails the test visibly. The social
 * providers question is answered "none" unless a test answers it, and is not recorded.
 */
export function stubApi(answers: Record<string, StubAnswer | (() => StubAnswer)>) {
  const calls: ApiCall[] = []
  const withDefaults: typeof answers = {
    [PROVIDERS_CALL]: { body: { google: false, apple: false } },
    ...answers,
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      const path = url.replace(/^\/api/, '')
      const found = withDefaults[`${method} ${path}`]
      const answer = typeof found === 'function' ? found() : found
      if (`${method} ${path}` === PROVIDERS_CALL) return Response.json(answer?.body)
      const call = { method, path, body: bodyOf(init?.body) } as ApiCall
      // Readable but not enumerable, so tests comparing whole calls need not list headers.
      Object.defineProperty(call, 'headers', { value: new Headers(init?.headers) })
      calls.push(call)
      return Response.json(answer?.body ?? { code: 'NOT_FOUND', message: 'No such call' }, {
        status: answer ? (answer.status ?? 200) : 404,
      })
    }),
  )
  return calls
}

/** A JSON body as its value; a multipart upload as its FormData. */
function bodyOf(body: RequestInit['body']): unknown {
  if (!body) return undefined
  if (body instanceof FormData) return body
  return JSON.parse(String(body))
}

/** Toasts as calls: the real ones load Mantine's notifications lazily. */
export function spyOnToasts() {
  return {
    success: vi.spyOn(notify, 'success').mockResolvedValue(undefined),
    error: vi.spyOn(notify, 'error').mockResolvedValue(undefined),
  }
}

/**
 * Renders an auth screen at `url` (under /auth/ or /my/auth/) with the app's own QueryClient setup, so failed
 * calls toast as in the app. Other addresses show a stand-in page, so leaving the screen is
 * leaving it, as in the app.
 */
export function renderAuthScreen(ui: ReactNode, url: string) {
  return renderRoutesInApp(
    [
      { path: '/auth/*', element: ui },
      // The same screen on a Burmese page (issue 15).
      { path: '/my/auth/*', element: ui },
      { path: '*', element: <p>Another page</p> },
    ],
    { url, queryClient: makeQueryClient() },
  )
}

export const signedInUser = {
  id: 5,
  displayName: 'Aye Aye',
  phoneNumber: '09790000123',
  email: 'aye@example.com',
  profileImage: null,
  role: 'customer' as const,
}

export function authResult(rememberMe: boolean): AuthResult {
  return {
    accessToken: 'token-1234567890-abcdefghij',
    expiresAt: '2027-01-01T00:00:00Z',
    rememberMe,
    user: signedInUser,
  }
}

/** Every translation, before a screen renders under /my (as the server loads them first). */
export const loadBurmeseTexts = loadAllTexts
