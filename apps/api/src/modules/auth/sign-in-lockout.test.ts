import { messages } from '@kyanma/shared'
import { describe, expect, it } from 'vitest'
import {
  fixClock,
  lastCodeTo,
  login,
  newAddress,
  outbox,
  post,
  register,
} from '#test/auth-helpers.ts'
import { newStaffMember } from '#test/staff-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

/**
 * Decision 030: wrong passwords are counted per account (whatever writing of its phone or email)
 * and per account and address; a stranger can spend only their own addresses' tries. The
 * numbers are written out here as decision 030 states them.
 */
const PER_ACCOUNT_AND_ADDRESS = 5
const PER_ACCOUNT = 10
/** Wrong SMS codes per number and address, and per number, in an hour. */
const CODES_PER_NUMBER_AND_ADDRESS = 5
const CODES_PER_NUMBER = 15
/** Reset codes asked for per number and address, and SMS per number, in an hour. */
const REQUESTS_PER_NUMBER_AND_ADDRESS = 3
const SMS_PER_NUMBER = 5
const RESEND_WAIT_MS = 5 * 60 * 1000 + 1000

const t = useTestApp({ restoreMocks: true })

/** Every writing of one customer's sign-in name: the number three ways, the email two. */
function writingsOf(account: { phoneNumber: string; user: string }) {
  const national = account.phoneNumber.slice(2)
  return [
    account.phoneNumber,
    `+95 9${national}`,
    account.user,
    account.user.toUpperCase(),
    `959${national}`,
  ]
}

/** Wrong passwords from `address` until it is refused (at most `tries`): the 401s counted. */
async function guessesAllowed(
  signIn: (name: string, password: string, address: string) => Promise<{ status: number }>,
  names: string[],
  address: string,
  tries = 12,
) {
  let wrong = 0
  for (let i = 0; i < tries; i++) {
    const answer = await signIn(names[i % names.length] as string, `wrong-guess-${i}`, address)
    if (answer.status === 429) break
    expect(answer.status).toBe(401)
    wrong++
  }
  return wrong
}

const shopSignIn = (name: string, password: string, address: string) =>
  login(t.app, name, password, { address })
const staffSignIn = (name: string, password: string, address: string) =>
  post(t.app, '/api/admin/auth/login', { user: name, password, rememberMe: false }, { address })

describe('customer sign-in: nobody can lock anyone out', () => {
  it("a stranger's wrong passwords from one address never stop the owner at another", async () => {
    fixClock(t.app)
    const account = await register(t.app)
    const stranger = newAddress()
    expect(await guessesAllowed(shopSignIn, [account.phoneNumber], stranger, 20)).toBe(
      PER_ACCOUNT_AND_ADDRESS,
    )
    const refused = await login(t.app, account.user, 'yet-another1', { address: stranger })
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe(messages.tooManyRequests)
    expect((await login(t.app, account.phoneNumber, account.password)).status).toBe(200)
  })

  it(`allows ${PER_ACCOUNT} guesses per account whichever writings are mixed, then one per new address; the owner still signs in`, async () => {
    fixClock(t.app)
    const account = await register(t.app)
    const names = writingsOf(account)
    const [first, second, third] = [newAddress(), newAddress(), newAddress()]
    expect(await guessesAllowed(shopSignIn, names, first)).toBe(PER_ACCOUNT_AND_ADDRESS)
    expect(await guessesAllowed(shopSignIn, names.slice(2), second)).toBe(
      PER_ACCOUNT - PER_ACCOUNT_AND_ADDRESS,
    )
    // The budget is spent: an address that has not failed gets one check, then it is refused.
    expect(await guessesAllowed(shopSignIn, names, third)).toBe(1)
    // Addresses that have failed are refused even the right password; the owner's is not.
    expect((await login(t.app, account.user, account.password, { address: first })).status).toBe(
      429,
    )
    expect((await login(t.app, names[1] as string, account.password)).status).toBe(200)
  })

  it('never counts a successful sign-in', async () => {
    fixClock(t.app)
    const account = await register(t.app)
    const address = newAddress()
    for (let i = 0; i < PER_ACCOUNT + 2; i++) {
      expect((await login(t.app, account.phoneNumber, account.password, { address })).status).toBe(
        200,
      )
    }
    for (let i = 0; i < PER_ACCOUNT_AND_ADDRESS - 1; i++) {
      expect((await login(t.app, account.user, 'wrong-pass1', { address })).status).toBe(401)
    }
    expect((await login(t.app, account.user, account.password, { address })).status).toBe(200)
    expect((await login(t.app, account.user, 'wrong-pass1', { address })).status).toBe(401)
    expect((await login(t.app, account.user, account.password, { address })).status).toBe(429)
  })

  it('parallel wrong passwords from one address cannot slip past its limit', async () => {
    fixClock(t.app)
    const account = await register(t.app)
    const address = newAddress()
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login(t.app, account.phoneNumber, `parallel-${i}x`, { address }),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses.filter((status) => status === 401)).toHaveLength(PER_ACCOUNT_AND_ADDRESS)
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - PER_ACCOUNT_AND_ADDRESS)
  })

  it('answers an unknown name exactly as an account, limits included', async () => {
    fixClock(t.app)
    const account = await register(t.app)
    const unknown = `nobody.${account.user}`
    const [known, stranger] = [newAddress(), newAddress()]
    for (let i = 0; i <= PER_ACCOUNT_AND_ADDRESS; i++) {
      const real = await login(t.app, account.user, 'wrong-pass1', { address: known })
      const fake = await login(t.app, unknown, 'wrong-pass1', { address: stranger })
      expect({ status: fake.status, body: fake.body }).toEqual({
        status: real.status,
        body: real.body,
      })
    }
  })
})

describe('staff sign-in: nobody can lock anyone out', () => {
  it("strangers spending the account's guesses from several addresses never stop the staff member", async () => {
    fixClock(t.app)
    const member = await newStaffMember(t.app)
    const names = [member.email, member.email.toUpperCase()]
    const strangers = [newAddress(), newAddress(), newAddress()]
    const allowed = []
    for (const stranger of strangers)
      allowed.push(await guessesAllowed(staffSignIn, names, stranger))
    expect(allowed).toEqual([PER_ACCOUNT_AND_ADDRESS, PER_ACCOUNT - PER_ACCOUNT_AND_ADDRESS, 1])
    const owner = await staffSignIn(member.email, member.password, newAddress())
    expect(owner.status).toBe(200)
  })
})

describe('password recovery: nobody can lock anyone out', () => {
  const askCode = (phoneNumber: string, address: string) =>
    post(t.app, '/api/auth/forgetPassword', { phoneNumber }, { address })
  const sendCode = (user: string, token: string, address: string) =>
    post(t.app, '/api/auth/resetPasswordBySms', { user, token }, { address })

  it("strangers guessing codes for the owner's number spend neither the owner's code nor their tries", async () => {
    fixClock(t.app)
    const account = await register(t.app)
    const owner = newAddress()
    expect((await askCode(account.phoneNumber, owner)).status).toBe(200)
    const code = lastCodeTo(t.app, account.phoneNumber)
    const wrong = code === '000000' ? '000001' : '000000'
    const refusedAfter = async (address: string) => {
      for (let i = 0; i < 10; i++) {
        const answer = await sendCode(account.phoneNumber, wrong, address)
        if (answer.status === 429) return i
        expect(answer.status).toBe(400)
      }
      return 10
    }
    const allowed = []
    for (let i = 0; i < 4; i++) allowed.push(await refusedAfter(newAddress()))
    // Per number: 15 from addresses that failed, then one from each new address.
    expect(allowed).toEqual([5, 5, 5, 1])
    expect(allowed.slice(0, 3).reduce((sum, n) => sum + n)).toBe(CODES_PER_NUMBER)
    expect(allowed[0]).toBe(CODES_PER_NUMBER_AND_ADDRESS)
    const mine = await sendCode(account.phoneNumber, code, owner)
    expect(mine.status).toBe(200)
  })

  it('strangers asking for codes never keep the owner from one, and SMS stay bounded', async () => {
    const clock = fixClock(t.app)
    const account = await register(t.app)
    const phone = account.phoneNumber
    const sent = () => outbox(t.app).messagesTo(phone).length
    const [first, second, third] = [newAddress(), newAddress(), newAddress()]
    expect((await askCode(phone, first)).status).toBe(200)
    expect((await askCode(phone, first)).status).toBe(429)
    // The owner asks a minute later from elsewhere: told the code is sent (it is on their
    // phone, from the stranger's request) and it works.
    const owner = await askCode(phone, newAddress())
    expect(owner.status).toBe(200)
    expect(sent()).toBe(1)
    expect((await sendCode(phone, lastCodeTo(t.app, phone), newAddress())).status).toBe(200)

    // Strangers spend the number's SMS from two addresses...
    const strangers = [first, first, second, second, second]
    for (const stranger of strangers.slice(1)) {
      clock.advance(RESEND_WAIT_MS)
      expect((await askCode(phone, stranger)).status).toBe(200)
    }
    expect(sent()).toBe(SMS_PER_NUMBER)
    clock.advance(RESEND_WAIT_MS)
    expect((await askCode(phone, first)).status).toBe(429)
    expect((await askCode(phone, second)).status).toBe(429)
    expect(REQUESTS_PER_NUMBER_AND_ADDRESS).toBe(3)
    // ...yet an address that has not asked still gets a code, once.
    expect((await askCode(phone, third)).status).toBe(200)
    expect(sent()).toBe(SMS_PER_NUMBER + 1)
    clock.advance(RESEND_WAIT_MS)
    expect((await askCode(phone, third)).status).toBe(429)
    const ownerAgain = newAddress()
    expect((await askCode(phone, ownerAgain)).status).toBe(200)
    expect(sent()).toBe(SMS_PER_NUMBER + 2)
    expect((await sendCode(phone, lastCodeTo(t.app, phone), ownerAgain)).status).toBe(200)
  })
})
