import { describe, expect, it } from 'vitest'
import { post, register, registration } from '#test/auth-helpers.ts'
import { ADMIN, newStaffMember, useAppWithAdmin } from '#test/staff-helpers.ts'

const t = useAppWithAdmin()

describe('POST /customers/me with an email that is taken', () => {
  it("answers for a staff member's email exactly as for another customer's (no enumeration)", async () => {
    const [mine, theirs] = [await register(t.app), await register(t.app)]
    const staff = await newStaffMember(t.app)
    const change = (email: string) =>
      post(
        t.app,
        '/api/customers/me',
        { name: 'Mya Mya', phoneNo: mine.phoneNumber, email },
        { token: mine.token },
      )
    const customerEmail = await change(theirs.user)
    expect(customerEmail.status).toBe(409)
    for (const email of [staff.email, staff.email.toUpperCase(), ADMIN.email, ` ${ADMIN.email} `]) {
      const staffEmail = await change(email)
      expect({ status: staffEmail.status, body: staffEmail.body }).toEqual({
        status: customerEmail.status,
        body: customerEmail.body,
      })
    }
  })
})

describe('POST /auth/customers/register with an email that is taken', () => {
  it("answers for a staff member's email exactly as for a customer's (no enumeration)", async () => {
    const customer = await register(t.app)
    const staff = await newStaffMember(t.app)
    const signUp = (email: string) =>
      post(t.app, '/api/auth/customers/register', registration({ user: email }))
    const customerEmail = await signUp(customer.user)
    expect(customerEmail.status).toBe(409)
    for (const email of [staff.email, ADMIN.email.toUpperCase()]) {
      const staffEmail = await signUp(email)
      expect({ status: staffEmail.status, body: staffEmail.body }).toEqual({
        status: customerEmail.status,
        body: customerEmail.body,
      })
    }
  })
})
