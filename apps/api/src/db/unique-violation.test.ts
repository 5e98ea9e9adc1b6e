import { describe, expect, it } from 'vitest'
import { useTestApp } from '#test/test-app.ts'
import { DEMO_ACCOUNT } from './demo-seed/demo-account.ts'
import { users } from './schema/index.ts'
import { refuseTaken, uniqueViolationOf } from './unique-violation.ts'

const t = useTestApp()

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

describe('refuseTaken (a unique value taken between the check and the write)', () => {
  const taken = () => new Error('taken')
  const duplicateEmail = () =>
    t.app.ctx.db.insert(users).values({ displayName: 'Copy', email: DEMO_ACCOUNT.email })

  it('answers what the write answers', async () => {
    expect(await refuseTaken(async () => 7, taken)).toBe(7)
  })

  it('throws taken() for the index named, or for any unique index when none is', async () => {
    await expect(refuseTaken(duplicateEmail, taken, 'users_email_unique')).rejects.toThrow('taken')
    await expect(refuseTaken(duplicateEmail, taken)).rejects.toThrow('taken')
  })

  it('lets another index or another error through as it is', async () => {
    const other = await errorOf(refuseTaken(duplicateEmail, taken, 'users_phone_unique'))
    expect(uniqueViolationOf(other)).toBe('users_email_unique')
    const boom = new Error('boom')
    await expect(refuseTaken(() => Promise.reject(boom), taken)).rejects.toBe(boom)
  })
})
