import { messages } from '@kyanma/shared'
import { describe, expect, it } from 'vitest'
import { pointLedger } from '#app/db/schema/index.ts'
import { call, newEmail, newPhone, post, register } from '#test/auth-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

const ME = '/api/customers/me'
const me = (token?: string) => call(t.app, 'GET', ME, token ? { token } : {})

describe('GET /customers/me', () => {
  it('answers the customer: referral code, points, level and contact details', async () => {
    const account = await register(t.app)
    const { status, body } = await me(account.token)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      referralCode: expect.stringMatching(/^[A-Z0-9]{6,}$/),
      currentPoint: 0,
      level: { level: 'Member', minPoints: 0, levelUpPoints: 1000, nextLevel: 'Silver' },
      user: {
        id: account.userId,
        displayName: 'Aye Aye',
        phoneNumber: account.phoneNumber,
        email: account.user,
        profileImage: null,
        currentToken: account.token,
      },
    })
  })

  it('gives every customer a referral code of their own', async () => {
    const [a, b] = [await register(t.app), await register(t.app)]
    expect((await me(a.token)).body.referralCode).not.toBe((await me(b.token)).body.referralCode)
  })

  it('counts points from the ledger and reaches the level they earn', async () => {
    const account = await register(t.app)
    const customerId = (await me(account.token)).body.id
    await t.app.ctx.db.insert(pointLedger).values([
      { customerId, points: 1500, kind: 'STAFF_ADJUSTMENT', reference: `in-${customerId}` },
      { customerId, points: -300, kind: 'STAFF_ADJUSTMENT', reference: `out-${customerId}` },
    ])
    const { body } = await me(account.token)
    expect(body.currentPoint).toBe(1200)
    expect(body.level).toMatchObject({ level: 'Silver', levelUpPoints: 5000, nextLevel: 'Gold' })
  })

  it('answers 401 to a visitor, a tampered token and a signed-out one', async () => {
    const account = await register(t.app)
    expect((await me()).status).toBe(401)
    const tampered = await me(`${account.token.slice(0, -2)}xx`)
    expect(tampered.status).toBe(401)
    expect(tampered.body.message).toBe(messages.sessionEnded)
    await post(t.app, '/api/auth/logout', undefined, { token: account.token })
    expect((await me(account.token)).status).toBe(401)
  })
})

describe('POST /customers/me', () => {
  it('changes the name, phone and email, in the shop’s one phone form', async () => {
    const account = await register(t.app)
    const phone = newPhone()
    const email = newEmail()
    const update = {
      name: ' Mya Mya ',
      phoneNo: `+95${phone.slice(1)}`,
      email: email.toUpperCase(),
    }
    const { status, body } = await post(t.app, ME, update, { token: account.token })
    expect(status).toBe(200)
    expect(body.user).toMatchObject({ displayName: 'Mya Mya', phoneNumber: phone, email })
    expect((await me(account.token)).body.user.displayName).toBe('Mya Mya')
    const signIn = await post(t.app, '/api/auth/customers', { user: phone, password: 'secret12' })
    expect(signIn.status).toBe(200)
  })

  it.each([
    [{ name: 'A' }, messages.invalidProfileName],
    [{ phoneNo: '12345' }, messages.invalidPhoneNumber],
    [{ email: 'not-an-email' }, messages.invalidEmail],
  ])('refuses %o with the form’s message and changes nothing', async (change, message) => {
    const account = await register(t.app)
    const update = { name: 'Mya Mya', phoneNo: account.phoneNumber, email: account.user, ...change }
    const { status, body } = await post(t.app, ME, update, { token: account.token })
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain(message)
    expect((await me(account.token)).body.user.displayName).toBe('Aye Aye')
  })

  it.each([
    ['role', 'admin'],
    ['currentPoint', 99999],
    ['referralCode', 'MINE'],
  ])('refuses a %s in a profile update and changes nothing', async (field, value) => {
    const account = await register(t.app)
    const update = { name: 'Mya Mya', phoneNo: account.phoneNumber, email: account.user }
    const answer = await post(t.app, ME, { ...update, [field]: value }, { token: account.token })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain(messages.fieldNotAllowed)
    const after = (await me(account.token)).body
    expect(after.user.displayName).toBe('Aye Aye')
    expect(after.user.role).toBe('customer')
    expect(after.currentPoint).toBe(0)
  })

  it('answers 409 for a phone number or email of another account, changing nothing', async () => {
    const [mine, theirs] = [await register(t.app), await register(t.app)]
    const base = { name: 'Mya Mya', phoneNo: mine.phoneNumber, email: mine.user }
    const phone = await post(
      t.app,
      ME,
      { ...base, phoneNo: theirs.phoneNumber },
      {
        token: mine.token,
      },
    )
    expect(phone.status).toBe(409)
    expect(phone.body.message).toBe(messages.phoneTaken)
    const email = await post(
      t.app,
      ME,
      { ...base, email: theirs.user.toUpperCase() },
      {
        token: mine.token,
      },
    )
    expect(email.status).toBe(409)
    expect(email.body.message).toBe(messages.emailTaken)
    expect((await me(mine.token)).body.user).toMatchObject({
      displayName: 'Aye Aye',
      phoneNumber: mine.phoneNumber,
      email: mine.user,
    })
  })

  it('answers 401 to a visitor', async () => {
    const answer = await post(t.app, ME, { name: 'Mya', phoneNo: newPhone(), email: newEmail() })
    expect(answer.status).toBe(401)
  })
})
