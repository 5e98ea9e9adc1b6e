import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT } from '#app/db/demo-seed/demo-account.ts'
import { customers, socialIdentities, users } from '#app/db/schema/index.ts'
import { newEmail, post, register } from '#test/auth-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

const device = { ipAddress: '10.1.2.3', deviceId: 'Mozilla/5.0 (test)', deviceOS: 'Android' }
let subjects = 0
const subject = () => `fake-subject-${Date.now()}-${++subjects}`

describe('signInWithIdentity (for Google and Apple sign-in)', () => {
  it('creates a customer for a new identity, then signs the same account in again', async () => {
    const auth = t.app.services.auth
    const identity = {
      provider: 'google' as const,
      subject: subject(),
      email: 'Nilar.New@Gmail.com',
      displayName: 'Nilar New',
      emailVerified: true,
    }
    const first = await auth.signInWithIdentity(identity, device)
    expect(first.user).toMatchObject({
      displayName: 'Nilar New',
      email: 'nilar.new@gmail.com',
      phoneNumber: null,
      role: 'customer',
    })
    expect(first.rememberMe).toBe(false)
    const [customer] = await t.app.ctx.db
      .select()
      .from(customers)
      .where(eq(customers.userId, first.user.id))
    expect(customer?.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/)

    const again = await auth.signInWithIdentity(
      { ...identity, displayName: 'Renamed' },
      {
        ...device,
        rememberMe: true,
      },
    )
    expect(again.user.id).toBe(first.user.id)
    expect(again.rememberMe).toBe(true)
    expect(again.accessToken).not.toBe(first.accessToken)
    // The token opens the API like a password sign-in's.
    const out = await post(t.app, '/api/auth/logout', undefined, { token: again.accessToken })
    expect(out.status).toBe(200)
  })

  it('links an existing account with the same verified email', async () => {
    const identity = {
      provider: 'apple' as const,
      subject: subject(),
      email: DEMO_ACCOUNT.email.toUpperCase(),
      displayName: null,
      emailVerified: true,
    }
    const result = await t.app.services.auth.signInWithIdentity(identity, device)
    const [demo] = await t.app.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNT.email))
    expect(result.user.id).toBe(demo?.id)
    const links = await t.app.ctx.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.subject, identity.subject))
    expect(links).toMatchObject([{ userId: demo?.id, provider: 'apple' }])
  })

  it('never matches or keeps an unverified email', async () => {
    const owner = await register(t.app)
    const result = await t.app.services.auth.signInWithIdentity(
      {
        provider: 'google',
        subject: subject(),
        email: owner.user,
        displayName: 'Someone Else',
        emailVerified: false,
      },
      device,
    )
    expect(result.user.id).not.toBe(owner.userId)
    expect(result.user.email).toBeNull()
  })

  it('names the account from the email, or a neutral name, when the provider gives none', async () => {
    const auth = t.app.services.auth
    const email = newEmail()
    const fromEmail = await auth.signInWithIdentity(
      { provider: 'apple', subject: subject(), email, emailVerified: true },
      device,
    )
    expect(fromEmail.user.displayName).toBe(email.split('@')[0])
    const nameless = await auth.signInWithIdentity(
      { provider: 'apple', subject: subject(), displayName: ' ', emailVerified: false },
      device,
    )
    expect(nameless.user.displayName).toBe('Kyanma customer')
  })

  it('makes one account when the same first sign-in runs twice at once', async () => {
    const identity = {
      provider: 'google' as const,
      subject: subject(),
      email: newEmail(),
      displayName: 'Twin Tabs',
      emailVerified: true,
    }
    const [a, b] = await Promise.all([
      t.app.services.auth.signInWithIdentity(identity, device),
      t.app.services.auth.signInWithIdentity(identity, device),
    ])
    expect(a.user.id).toBe(b.user.id)
  })
})
