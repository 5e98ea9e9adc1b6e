import { messages } from '@kyanma/shared'
import { describe, expect, it } from 'vitest'
import { call, login, post, register } from '#test/auth-helpers.ts'
import { ADMIN, newStaffMember, staffSignIn, useAppWithAdmin } from '#test/staff-helpers.ts'

describe('the back office sign-in', () => {
  const t = useAppWithAdmin()

  it('signs staff in with a Bearer token and no cookie', async () => {
    const answer = await post(t.app, '/api/admin/auth/login', {
      user: ADMIN.email,
      password: ADMIN.password,
      rememberMe: false,
    })
    expect(answer.status).toBe(200)
    expect(answer.body.user).toMatchObject({ email: ADMIN.email, role: 'admin' })
    // Staff keep no customer record, so no saved language (the back office follows its address).
    expect(answer.body).not.toHaveProperty('language')
    expect(answer.headers['set-cookie']).toBeUndefined()
    const me = await call(t.app, 'GET', '/api/admin/auth/me', { token: answer.body.accessToken })
    expect(me).toMatchObject({ status: 200, body: { email: ADMIN.email, role: 'admin' } })
  })

  it('refuses a customer account at the back office door, with no session made', async () => {
    const customer = await register(t.app)
    const answer = await post(t.app, '/api/admin/auth/login', {
      user: customer.phoneNumber,
      password: customer.password,
      rememberMe: false,
    })
    expect(answer).toMatchObject({
      status: 403,
      body: { code: 'STAFF_ONLY', message: messages.staffOnly },
    })
    expect(answer.body.accessToken).toBeUndefined()
  })

  it('refuses a wrong password with the shop sign-in message', async () => {
    const answer = await post(t.app, '/api/admin/auth/login', {
      user: ADMIN.email,
      password: 'not the password',
      rememberMe: false,
    })
    expect(answer).toMatchObject({ status: 401, body: { message: messages.wrongCredentials } })
  })

  it('sends staff accounts from the shop sign-in to the back office', async () => {
    const answer = await login(t.app, ADMIN.email, ADMIN.password)
    expect(answer).toMatchObject({ status: 403, body: { message: messages.staffSignInHere } })
    expect(answer.headers['set-cookie']).toBeUndefined()
  })

  it('answers who is signed in only to staff', async () => {
    const customer = await register(t.app)
    expect((await call(t.app, 'GET', '/api/admin/auth/me')).status).toBe(401)
    const asCustomer = await call(t.app, 'GET', '/api/admin/auth/me', { token: customer.token })
    expect(asCustomer).toMatchObject({
      status: 403,
      body: { code: 'STAFF_ONLY', message: messages.staffOnly },
    })
    const staff = await newStaffMember(t.app, 'staff')
    const asStaff = await call(t.app, 'GET', '/api/admin/auth/me', { token: staff.token })
    expect(asStaff).toMatchObject({ status: 200, body: { role: 'staff' } })
  })

  it('gives the first admin a working token through the helper', async () => {
    expect(await staffSignIn(t.app)).toMatch(/\S{20,}/)
  })
})
