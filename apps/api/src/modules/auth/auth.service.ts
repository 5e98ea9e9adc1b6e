import {
  type AuthResult,
  type ChangePasswordResult,
  type ChangePasswordSchema,
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  type Language,
  type LoginSchema,
  messages,
  normalizeMyanmarPhone,
  type RegisterSchema,
} from '@kyanma/shared'
import type { z } from 'zod'
import type { AppContext } from '#app/app-context.ts'
import { uniqueViolationOf } from '#app/db/unique-violation.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import { refuseCommonPassword } from '#app/lib/common-passwords.ts'
import { GuessGuard } from '#app/lib/guess-guard.ts'
import type { PasswordHasher } from '#app/lib/passwords.ts'
import type { RateLimiter } from '#app/lib/rate-limit.ts'
import * as accounts from './account.repository.ts'
import { AUTH_LIMITS, LOGIN_GUESSES } from './auth-rate-limits.ts'
import { CustomerAccounts, type VerifiedIdentity } from './customer-accounts.ts'
import { normalizeReferralCode } from './referral-code.ts'
import type { AuthContext, SessionService } from './session.service.ts'
import { toAuthResult } from './session-user.ts'

export type { VerifiedIdentity }

/** Where a sign-in comes from: kept with the session. */
export interface SignInDevice {
  ipAddress?: string | undefined
  deviceId?: string | undefined
  deviceOS?: string | undefined
  /** Keep the session for weeks and outlive the browser (default: one visit). */
  rememberMe?: boolean | undefined
}

export interface AuthServiceDeps {
  ctx: AppContext
  sessions: SessionService
  passwords: PasswordHasher
  limiter: RateLimiter
  clock: Clock
}

type RegisterBody = z.output<typeof RegisterSchema>
type LoginBody = z.output<typeof LoginSchema>
type ChangePasswordBody = z.output<typeof ChangePasswordSchema>

/** Which sign-in page is used: the storefront's (customers) or the back office's (staff). */
export type SignInAudience = 'shop' | 'back-office'

/** Sign-up, sign-in (password or a verified social identity), sign-out, password change. */
export class AuthService {
  private readonly customers: CustomerAccounts

  private readonly loginGuesses: GuessGuard

  constructor(private readonly deps: AuthServiceDeps) {
    this.customers = new CustomerAccounts(deps.ctx.db, deps.clock)
    this.loginGuesses = new GuessGuard(deps.limiter, LOGIN_GUESSES)
  }

  /** `language` (the request's) starts as the new customer's saved language (decision 038). */
  async register(
    input: RegisterBody,
    device: SignInDevice,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<AuthResult> {
    const { db } = this.deps.ctx
    await this.deps.limiter.hit([AUTH_LIMITS.registerPerAddress, device.ipAddress ?? ''])
    refuseCommonPassword(input.password, 'password')
    // The referrer is kept on the new customer: their bonus waits for its first delivery.
    const code = input.referralCode ? normalizeReferralCode(input.referralCode) : ''
    const referredBy = code ? await accounts.findCustomerIdByReferralCode(db, code) : undefined
    if (code && referredBy === undefined) throw AppError.badRequest(messages.unknownReferralCode)
    const taken = await accounts.findTakenContacts(db, input.phoneNumber, input.user)
    if (taken.phone) throw conflict(messages.phoneTaken)
    if (taken.email) throw conflict(messages.emailTaken)
    const passwordHash = await this.deps.passwords.hash(input.password)
    try {
      return await db.transaction(async (tx) => {
        const userId = await this.customers.createCustomer(tx, {
          displayName: input.displayName,
          phoneNumber: input.phoneNumber,
          email: input.user,
          passwordHash,
          referredBy: referredBy ?? null,
          language,
        })
        return this.startSession(userId, { ...device, rememberMe: input.rememberMe }, tx)
      })
    } catch (error) {
      // Someone else took the number or the address between the check and the insert.
      const constraint = uniqueViolationOf(error)
      if (constraint === 'users_phone_unique') throw conflict(messages.phoneTaken)
      if (constraint === 'users_email_unique') throw conflict(messages.emailTaken)
      throw error
    }
  }

  /**
   * Phone number (any writing) or email, and password. Unknown accounts and wrong passwords get
   * the same answer after the same work (one argon2 verification).
   */
  async login(
    input: LoginBody,
    device: SignInDevice,
    audience: SignInAudience = 'shop',
  ): Promise<AuthResult> {
    const user = await this.accountNamed(input.user)
    // Counted per account whatever writing of its phone or email was used; an unknown name is
    // counted under its normalized form, so the answers are the same as for an account.
    const target = user ? `user:${user.id}` : `unknown:${normalizedSignInName(input.user)}`
    const attempt = await this.loginGuesses.begin(target, device.ipAddress ?? '')
    const matches = await this.deps.passwords.verify(user?.passwordHash, input.password)
    if (!user || !matches) {
      await attempt.spend()
      throw new AppError('WRONG_CREDENTIALS', 401, messages.wrongCredentials)
    }
    await attempt.giveBack()
    // Shoppers and staff sign in at different doors, so a staff session never drives the
    // storefront's customer calls and a customer's never reaches the back office.
    const isStaff = user.role !== 'customer'
    if (audience === 'shop' && isStaff)
      throw new AppError('STAFF_ACCOUNT', 403, messages.staffSignInHere)
    if (audience === 'back-office' && !isStaff)
      throw new AppError(ERROR_CODES.staffOnly, 403, messages.staffOnly)
    if (user.disabledAt) throw new AppError('ACCOUNT_DISABLED', 403, messages.accountDisabled)
    return this.startSession(user.id, { ...device, rememberMe: input.rememberMe })
  }

  private accountNamed(name: string) {
    const phone = normalizeMyanmarPhone(name)
    return phone
      ? accounts.findUserByPhone(this.deps.ctx.db, phone)
      : accounts.findUserByEmail(this.deps.ctx.db, name)
  }

  logout(auth: AuthContext): Promise<void> {
    return this.deps.sessions.end(auth.sessionId)
  }

  /**
   * A new password for a signed-in user who knows the current one. Every other session ends;
   * the asking device keeps its session (and token).
   */
  async changePassword(
    auth: AuthContext,
    input: ChangePasswordBody,
  ): Promise<ChangePasswordResult> {
    const { db } = this.deps.ctx
    await this.deps.limiter.hit([AUTH_LIMITS.changePasswordPerUser, String(auth.userId)])
    refuseCommonPassword(input.newPassword, 'newPassword')
    const user = await accounts.findUserById(db, auth.userId)
    if (!(await this.deps.passwords.verify(user?.passwordHash, input.oldPassword)))
      throw new AppError('WRONG_PASSWORD', 400, messages.wrongOldPassword)
    const passwordHash = await this.deps.passwords.hash(input.newPassword)
    await db.transaction(async (tx) => {
      await accounts.setPasswordHash(tx, auth.userId, passwordHash)
      await this.deps.sessions.endAllFor(auth.userId, { keep: auth.sessionId }, tx)
    })
    this.deps.sessions.forgetUser(auth.userId)
    return {
      message: messages.passwordChanged,
      accessToken: auth.token,
      expiresAt: auth.expiresAt.toISOString(),
    }
  }

  /**
   * Signs in the account of a social identity the caller has verified (Google, Apple): the
   * account linked to it, else the account with the same verified email (now linked), else a
   * new customer account, saved in `language` (the request's). Answers like a password sign-in.
   */
  async signInWithIdentity(
    identity: VerifiedIdentity,
    device: SignInDevice,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<AuthResult> {
    const userId = await this.customers.accountFor(identity, language)
    return this.startSession(userId, device)
  }

  private async startSession(
    userId: number,
    device: SignInDevice,
    db = this.deps.ctx.db,
  ): Promise<AuthResult> {
    const rememberMe = device.rememberMe ?? false
    const started = await this.deps.sessions.start(
      {
        userId,
        rememberMe,
        deviceId: device.deviceId,
        deviceOS: device.deviceOS,
        ipAddress: device.ipAddress,
      },
      db,
    )
    const [user, language] = await Promise.all([
      accounts.findUserById(db, userId),
      accounts.savedLanguageOfUser(db, userId),
    ])
    if (!user) throw new Error(`user ${userId} vanished while signing in`)
    const publicUrl = (key: string) => this.deps.ctx.media.publicUrl(key)
    return toAuthResult(user, { ...started, rememberMe }, publicUrl, language)
  }
}

/** The phone in its 09... form, else the email in lower case. */
function normalizedSignInName(name: string): string {
  return normalizeMyanmarPhone(name) ?? name.toLowerCase()
}

function conflict(message: string) {
  return new AppError('CONFLICT', 409, message)
}
