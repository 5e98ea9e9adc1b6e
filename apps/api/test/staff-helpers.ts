import { messages, type StaffRole } from '@kyanma/shared'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { beforeAll, expect } from 'vitest'
import { staffAuditLog, users } from '../src/db/schema/index.ts'
import { call, post, register } from './auth-helpers.ts'
import { multipartBody } from './receipt-helpers.ts'
import { type TestApp, useTestApp } from './test-app.ts'

/** The first admin test apps are started with (`createTestApp({ config: { firstAdmin: ADMIN } })`). */
export const ADMIN = { email: 'owner@kyanma.test', password: 'a long admin password' }

/** Signs in at the back office's door and answers the Bearer token (fails the test otherwise). */
export async function staffSignIn(
  app: FastifyInstance,
  credentials: { email: string; password: string } = ADMIN,
): Promise<string> {
  const answer = await post(app, '/api/admin/auth/login', {
    user: credentials.email,
    password: credentials.password,
    rememberMe: false,
  })
  if (answer.status !== 200) throw new Error(`staff sign-in failed: ${JSON.stringify(answer.body)}`)
  return answer.body.accessToken as string
}

let staffCount = 0
/**
 * A new member of staff (or admin) written straight to the database, as an admin's account
 * screen would create one; answers their credentials and a signed-in token.
 */
export async function newStaffMember(app: FastifyInstance, role: StaffRole = 'staff') {
  staffCount++
  const email = `staff-${process.pid}-${Date.now()}-${staffCount}@kyanma.test`
  const password = 'a staff password'
  const [row] = await app.ctx.db
    .insert(users)
    .values({
      displayName: `Staff ${staffCount}`,
      email,
      passwordHash: await app.services.passwords.hash(password),
      role,
      createdAt: new Date(),
    })
    .returning({ id: users.id })
  const token = await staffSignIn(app, { email, password })
  return { userId: row?.id as number, email, password, token }
}

export type StaffMember = Awaited<ReturnType<typeof newStaffMember>>

/**
 * How a staff suite starts: its test app with the first admin (ADMIN), started and closed as
 * useTestApp does. The suite signs in whom it needs in its own beforeAll: the admin with
 * staffSignIn, or a plain member of staff with newStaffMember.
 */
export function useAppWithAdmin(): TestApp {
  return useTestApp({ config: { firstAdmin: ADMIN } })
}

/**
 * A suite that acts as the first admin: useAppWithAdmin, with ADMIN signed in before the tests
 * (`t.adminToken`). 21 suites declared the same token and signed in in a beforeAll of their own.
 */
export function useAppAsAdmin(): TestApp & { readonly adminToken: string } {
  const t = useAppWithAdmin()
  let token: string | undefined
  beforeAll(async () => {
    token = await staffSignIn(t.app)
  })
  return {
    get app() {
      return t.app
    },
    get schema() {
      return t.schema
    },
    close: () => t.close(),
    get adminToken() {
      if (token === undefined) throw new Error('the admin signs in in beforeAll')
      return token
    },
  }
}

/**
 * Each back-office call is refused to a visitor (401) and to a signed-in customer (403, a new
 * customer's), sent with the body a member of staff would send (none for a GET).
 */
export async function expectStaffOnly(
  app: FastifyInstance,
  calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][],
) {
  const customerToken = (await register(app)).token
  for (const [method, url, body] of calls) {
    const sent = body === undefined ? {} : { body }
    expect((await call(app, method, url, sent)).status, `${method} ${url}`).toBe(401)
    const asCustomer = await call(app, method, url, { ...sent, token: customerToken })
    expect(asCustomer, `${method} ${url}`).toMatchObject({
      status: 403,
      body: { message: messages.staffOnly },
    })
  }
}

/** A back-office CSV export as the browser downloads it (the raw answer: its text is the file). */
export function downloadCsv(app: FastifyInstance, url: string, token: string) {
  return app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
}

/** POST /api/admin/media as the back office's upload sends it (one `file` part). */
export async function uploadImage(
  app: FastifyInstance,
  token: string | undefined,
  data: Buffer,
  query = 'purpose=product',
) {
  const { payload, contentType } = await multipartBody([{ data, name: 'photo.png' }], 'file')
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/media?${query}`,
    headers: { 'content-type': contentType, ...(token && { authorization: `Bearer ${token}` }) },
    payload,
  })
  return { status: response.statusCode, body: response.json() as any }
}

/** The staff audit log's rows about one record (`entity` as the services write it). */
export function auditRowsOf(app: FastifyInstance, entity: string, id: number) {
  return app.ctx.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.entity, entity), eq(staffAuditLog.entityId, String(id))))
}
