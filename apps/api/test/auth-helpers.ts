import { randomInt } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { vi } from 'vitest'
import { OutboxSmsSender } from '../src/lib/sms/outbox-sms-sender.ts'

/** Small helpers for the accounts tests: fresh identities and requests from a given address. */

let addressCount = 0
/** A client address of its own, so one test's hits do not count against another's limits. */
export function newAddress(): string {
  addressCount++
  return `10.${randomInt(256)}.${Math.floor(addressCount / 256)}.${addressCount % 256}`
}

let phoneCount = randomInt(1_000_000)
/** A number nobody has (the demo data's numbers start 0979). */
export function newPhone(): string {
  phoneCount++
  return `0988${String(phoneCount).padStart(7, '0')}`
}

export function newEmail(): string {
  return `shopper.${Date.now().toString(36)}.${randomInt(1e9).toString(36)}@example.com`
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    displayName: 'Aye Aye',
    phoneNumber: newPhone(),
    user: newEmail(),
    password: 'secret12',
    confirmPassword: 'secret12',
    deviceId: 'Mozilla/5.0 (test)',
    deviceOS: 'Linux',
    ...overrides,
  }
}

export interface CallOptions {
  body?: unknown
  token?: string
  address?: string
  headers?: Record<string, string>
}

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: CallOptions = {},
) {
  const response = await app.inject({
    method,
    url,
    remoteAddress: options.address ?? newAddress(),
    headers: {
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
    ...(options.body !== undefined && { payload: options.body as object }),
  })
  return {
    status: response.statusCode,
    body: response.json() as any,
    headers: response.headers,
    cookies: response.cookies,
  }
}

export const post = (app: FastifyInstance, url: string, body: unknown, options: CallOptions = {}) =>
  call(app, 'POST', url, { ...options, body })

export async function register(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides)
  const answer = await post(app, '/api/auth/customers/register', body)
  if (answer.status !== 201) throw new Error(`registration failed: ${JSON.stringify(answer.body)}`)
  return {
    ...body,
    token: answer.body.accessToken as string,
    userId: answer.body.user.id as number,
  }
}

export function login(
  app: FastifyInstance,
  user: string,
  password: string,
  options: CallOptions & { rememberMe?: boolean } = {},
) {
  return post(
    app,
    '/api/auth/customers',
    { user, password, rememberMe: options.rememberMe ?? false },
    options,
  )
}

/** The outbox sender of a test app (the default SMS provider). */
export function outbox(app: FastifyInstance): OutboxSmsSender {
  const sender = app.services.sms
  if (!(sender instanceof OutboxSmsSender)) throw new Error('the test app does not use the outbox')
  return sender
}

/** The code in the last SMS sent to `phone`. */
export function lastCodeTo(app: FastifyInstance, phone: string): string {
  const body = outbox(app).messagesTo(phone).at(-1)?.body ?? ''
  const code = /\b(\d{6})\b/.exec(body)?.[1]
  if (!code) throw new Error(`no code was sent to ${phone}`)
  return code
}

/** Moves the app's clock `ms` ahead of real time, still ticking (undo with vi.restoreAllMocks()). */
export function moveClockAhead(app: FastifyInstance, ms: number) {
  vi.spyOn(app.services.clock, 'now').mockImplementation(() => new Date(Date.now() + ms))
}

const HOUR = 60 * 60 * 1000
/**
 * Fixes the app's clock at the start of a future hour of its own, so no limit's window ends
 * mid-test and no other test's counters are in it. Undo with vi.restoreAllMocks().
 */
export function fixClock(app: FastifyInstance) {
  let now =
    Math.ceil(Date.now() / HOUR) * HOUR + 100 * HOUR + Math.floor(Math.random() * 1000) * HOUR
  vi.spyOn(app.services.clock, 'now').mockImplementation(() => new Date(now))
  return { advance: (ms: number) => (now += ms) }
}
