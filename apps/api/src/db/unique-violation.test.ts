import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#test/test-app.ts'
import { DEMO_ACCOUNT } from './demo-seed/demo-account.ts'
import { users } from './schema/index.ts'
import { uniqueViolationOf } from './unique-violation.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

async function errorOf(work: Promise<unknown>) {
  try {
    await work
  } catch (error) {
    return error
  }
  throw new Error('the insert did not fail')
}

describe('uniqueViolationOf (the sign-up race after the check)', () => {
  it('names the unique index a duplicate phone number or email broke', async () => {
    const insert = (values: { phoneNumber?: string; email?: string }) =>
      t.app.ctx.db.insert(users).values({ displayName: 'Copy', ...values })
    const phone = await errorOf(insert({ phoneNumber: DEMO_ACCOUNT.phoneNumber }))
    expect(uniqueViolationOf(phone)).toBe('users_phone_unique')
    const email = await errorOf(insert({ email: DEMO_ACCOUNT.email.toUpperCase() }))
    expect(uniqueViolationOf(email)).toBe('users_email_unique')
  })

  it('is undefined for other errors', () => {
    expect(uniqueViolationOf(new Error('boom'))).toBeUndefined()
    expect(uniqueViolationOf({ code: '23503' })).toBeUndefined()
    expect(uniqueViolationOf(undefined)).toBeUndefined()
  })
})
