import {
  DEFAULT_LANGUAGE,
  EmailSchema,
  type Language,
  messages,
  NAME_MIN_LENGTH,
  type SocialProvider,
} from '@kyanma/shared'
import type { Database, DbExecutor } from '#app/db/client.ts'
import { uniqueViolationOf } from '#app/db/unique-violation.ts'
import type { Clock } from '#app/lib/clock.ts'
import * as accounts from './account.repository.ts'
import { newReferralCode } from './referral-code.ts'

/** A social identity whose token the caller has checked (signature, issuer, audience, expiry). */
export interface VerifiedIdentity {
  provider: SocialProvider
  /** The provider's stable id of the person ('sub'). */
  subject: string
  email?: string | null | undefined
  displayName?: string | null | undefined
  /** Whether the provider vouches that the person owns `email`. */
  emailVerified: boolean
}

/** A collision of 8-character codes is rare; a few tries make it vanishingly so. */
const REFERRAL_CODE_TRIES = 5
const DISPLAY_NAME_MAX = 100

/** Creating customer accounts (user + customer record) and finding the account of an identity. */
export class CustomerAccounts {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * A new user with the customer role and its customer record with a fresh referral code;
   * `referredBy` is the customer whose code they signed up with.
   */
  async createCustomer(
    tx: DbExecutor,
    {
      referredBy = null,
      language = DEFAULT_LANGUAGE,
      ...user
    }: accounts.NewUser & { referredBy?: number | null; language?: Language },
  ): Promise<number> {
    const now = this.clock.now()
    const userId = await accounts.insertUser(tx, user, now)
    for (let i = 0; i < REFERRAL_CODE_TRIES; i++) {
      const code = newReferralCode()
      if (
        await accounts.insertCustomer(tx, { userId, referralCode: code, referredBy, language }, now)
      )
        return userId
    }
    throw new Error('no free referral code found')
  }

  /**
   * The user a social identity signs in: the one linked to it; else the one with the same
   * verified email, which gets linked; else a new customer. An unverified email is neither
   * matched nor stored on the account, so nobody can take over or block an address they do
   * not own. A new customer starts in `language` (the request's, as a password sign-up does);
   * an existing account keeps its own.
   */
  async accountFor(
    identity: VerifiedIdentity,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<number> {
    const { provider, subject } = identity
    const email = identity.emailVerified ? validEmail(identity.email) : undefined
    for (let attempt = 0; ; attempt++) {
      const linked = await accounts.findUserIdBySocialIdentity(this.db, provider, subject)
      if (linked) return linked
      try {
        return await this.db.transaction(async (tx) => {
          const existing = email ? await accounts.findUserByEmail(tx, email) : undefined
          const userId =
            existing?.id ??
            (await this.createCustomer(tx, {
              displayName: displayNameOf(identity),
              phoneNumber: null,
              email: email ?? null,
              passwordHash: null,
              language,
            }))
          const seenEmail = validEmail(identity.email) ?? null
          await accounts.insertSocialIdentity(tx, { userId, provider, subject, email: seenEmail })
          return userId
        })
      } catch (error) {
        // The same first sign-in ran twice at once (two tabs): look again, once.
        if (attempt > 0 || uniqueViolationOf(error) === undefined) throw error
      }
    }
  }
}

function validEmail(email: string | null | undefined): string | undefined {
  const parsed = EmailSchema.safeParse(email ?? '')
  return parsed.success ? parsed.data : undefined
}

/** The provider's name, else the email's local part, else a neutral name (Apple may send none). */
function displayNameOf(identity: VerifiedIdentity): string {
  const candidates = [identity.displayName, identity.email?.split('@')[0]]
  for (const candidate of candidates) {
    const name = candidate?.trim().replace(/\s+/g, ' ').slice(0, DISPLAY_NAME_MAX)
    if (name && name.length >= NAME_MIN_LENGTH) return name
  }
  return messages.defaultDisplayName
}
