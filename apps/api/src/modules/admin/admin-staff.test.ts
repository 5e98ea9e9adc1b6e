import { messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import { shopper } from '#test/order-helpers.ts'
import {
  ADMIN,
  auditRowsOf,
  newStaffMember,
  staffSignIn,
  useAppAsAdmin,
} from '#test/staff-helpers.ts'

const t = useAppAsAdmin()
let adminId: number
beforeAll(async () => {
  adminId = (await call(t.app, 'GET', '/api/admin/auth/me', { token: t.adminToken })).body.id
})

const STAFF = '/api/admin/staff'
let made = 0
function newAccount(overrides: Record<string, unknown> = {}) {
  made++
  return {
    displayName: `Thida ${made}`,
    email: `thida-${made}-${Date.now()}@kyanma.test`,
    password: 'twelve chars ok',
    role: 'staff',
    ...overrides,
  }
}
const send = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = t.adminToken) =>
  call(t.app, method, url, { ...(body !== undefined && { body }), ...(token && { token }) })
const auditOf = (id: number) => auditRowsOf(t.app, 'user', id)
const userByEmail = async (email: string) =>
  (await t.app.ctx.db.select().from(users).where(eq(users.email, email)))[0]

describe('POST /api/admin/staff', () => {
  it('creates an account that signs in at the back office, with an audit row', async () => {
    const account = newAccount({ email: 'New.Person@Kyanma.test', role: 'admin' })
    const created = await send('POST', STAFF, account)
    expect(created).toMatchObject({
      status: 201,
      body: { displayName: account.displayName, email: 'new.person@kyanma.test', role: 'admin' },
    })
    expect(created.body.disabled).toBe(false)
    const stored = await userByEmail('new.person@kyanma.test')
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/)
    const token = await staffSignIn(t.app, { email: account.email, password: account.password })
    expect(token).toBeTruthy()
    expect(await auditOf(created.body.id)).toEqual([
      expect.objectContaining({ staffUserId: adminId, action: 'staff.create', before: null }),
    ])
    const listed = await send('GET', `${STAFF}?search=new.person`)
    expect(listed.body).toMatchObject({ total: 1, data: [{ id: created.body.id }] })
  })

  it('answers 409 for an email any account already has, whatever its case', async () => {
    const customer = await shopper(t.app)
    for (const email of [customer.user.toUpperCase(), ADMIN.email]) {
      const taken = await send('POST', STAFF, newAccount({ email }))
      expect(taken).toMatchObject({ status: 409, body: { message: messages.emailTaken } })
    }
  })

  it.each([
    ['a short password', { password: 'eleven char' }, messages.staffPasswordTooShort],
    ['no name', { displayName: '  ' }, messages.staffNameRequired],
    ['a bad email', { email: 'not-an-email' }, messages.invalidEmail],
    ['the customer role', { role: 'customer' }, undefined],
  ])('refuses %s with 400 and creates nothing', async (_, overrides, message) => {
    const account = newAccount(overrides)
    const refused = await send('POST', STAFF, account)
    expect(refused.status).toBe(400)
    if (message) expect(JSON.stringify(refused.body)).toContain(message)
    expect(await userByEmail(account.email)).toBeUndefined()
  })
})

describe('PUT /api/admin/staff/{id}', () => {
  it('renames and changes the role, recording before and after', async () => {
    const member = await newStaffMember(t.app, 'staff')
    const changed = await send('PUT', `${STAFF}/${member.userId}`, {
      displayName: 'Mg Mg',
      role: 'admin',
    })
    expect(changed).toMatchObject({ status: 200, body: { displayName: 'Mg Mg', role: 'admin' } })
    expect((await send('GET', STAFF, undefined, member.token)).status).toBe(200)
    expect(await auditOf(member.userId)).toEqual([
      expect.objectContaining({
        action: 'staff.update',
        before: expect.objectContaining({ role: 'staff' }),
        after: expect.objectContaining({ role: 'admin', displayName: 'Mg Mg' }),
      }),
    ])
  })

  it("a demoted admin's open session loses the admin pages at once (no cached role)", async () => {
    const member = await newStaffMember(t.app, 'admin')
    expect((await send('GET', STAFF, undefined, member.token)).status).toBe(200)
    const demoted = await send('PUT', `${STAFF}/${member.userId}`, { role: 'staff' })
    expect(demoted).toMatchObject({ status: 200, body: { role: 'staff' } })
    expect((await send('GET', STAFF, undefined, member.token)).status).toBe(403)
  })

  it('disabling ends their sessions and stops them signing in; enabling lets them back', async () => {
    const member = await newStaffMember(t.app, 'staff')
    const disabled = await send('PUT', `${STAFF}/${member.userId}`, { disabled: true })
    expect(disabled).toMatchObject({ status: 200, body: { disabled: true } })
    const me = await call(t.app, 'GET', '/api/admin/auth/me', { token: member.token })
    expect(me.status).toBe(401)
    const signIn = await call(t.app, 'POST', '/api/admin/auth/login', {
      body: { user: member.email, password: member.password, rememberMe: false },
    })
    expect(signIn).toMatchObject({ status: 403, body: { message: messages.accountDisabled } })
    await send('PUT', `${STAFF}/${member.userId}`, { disabled: false })
    expect(await staffSignIn(t.app, member)).toBeTruthy()
  })

  it('refuses to let an admin disable or demote themselves (400), changing nothing', async () => {
    for (const body of [{ disabled: true }, { role: 'staff' }]) {
      const refused = await send('PUT', `${STAFF}/${adminId}`, body)
      expect(refused).toMatchObject({
        status: 400,
        body: { message: messages.staffCannotChangeOwnAccess },
      })
    }
    expect(await userByEmail(ADMIN.email)).toMatchObject({ role: 'admin', disabledAt: null })
    expect((await send('GET', STAFF)).status).toBe(200)
  })

  it('answers 404 for a customer or unknown id, and 400 for unknown fields', async () => {
    const customer = await shopper(t.app)
    for (const id of [customer.userId, 99_999_999]) {
      const missing = await send('PUT', `${STAFF}/${id}`, { role: 'admin' })
      expect(missing).toMatchObject({ status: 404, body: { message: messages.staffNotFound } })
    }
    const member = await newStaffMember(t.app, 'staff')
    const sneaky = await send('PUT', `${STAFF}/${member.userId}`, { passwordHash: 'x' })
    expect(sneaky.status).toBe(400)
    expect(await userByEmail(customer.user)).toMatchObject({ role: 'customer' })
  })
})

describe('staff accounts are for admins only', () => {
  it('answers 401 without a session, 403 for a customer and 403 for a member of staff', async () => {
    const member = await newStaffMember(t.app, 'staff')
    const customer = await shopper(t.app)
    const account = newAccount()
    const calls = [
      ['GET', STAFF, undefined],
      ['POST', STAFF, account],
      ['PUT', `${STAFF}/${member.userId}`, { role: 'admin' }],
    ] as const
    for (const [method, url, body] of calls) {
      expect((await send(method, url, body, '')).status).toBe(401)
      expect((await send(method, url, body, customer.token)).status).toBe(403)
      const asStaff = await send(method, url, body, member.token)
      expect(asStaff).toMatchObject({ status: 403, body: { message: messages.adminOnly } })
    }
    expect(await userByEmail(account.email)).toBeUndefined()
    expect(await userByEmail(member.email)).toMatchObject({ role: 'staff' })
  })
})
