import { randomInt, timingSafeEqual } from 'node:crypto'
import {
  DEFAULT_LANGUAGE,
  formatNumber,
  type Language,
  messageIn,
  messages,
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_SECONDS,
} from '@kyanma/shared'
import type { AppContext } from '#app/app-context.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import { refuseCommonPassword } from '#app/lib/common-passwords.ts'
import { fillText } from '#app/lib/fill-text.ts'
import { GuessGuard } from '#app/lib/guess-guard.ts'
import type { PasswordHasher } from '#app/lib/passwords.ts'
import { RateLimitedError, type RateLimiter } from '#app/lib/rate-limit.ts'
import { SmsDeliveryError, type SmsSender } from '#app/lib/sms/sms-sender.ts'
import { hashToken, newToken } from '#app/lib/tokens.ts'
import { findUserByPhone, savedLanguageOfUser, setPasswordHash } from './account.repository.ts'
import { CODE_GUESSES, CODE_REQUESTS } from './auth-rate-limits.ts'
import * as repo from './password-reset.repository.ts'
import type { SessionService } from './session.service.ts'

/** What a correct code buys: one password reset within this time. */
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000
/** Codes that expired this long ago are deleted when new ones are asked for. */
const KEEP_OLD_CODES_MS = 24 * 60 * 60 * 1000

export interface PasswordResetDeps {
  ctx: AppContext
  sessions: SessionService
  passwords: PasswordHasher
  limiter: RateLimiter
  clock: Clock
  sms: SmsSender
}

const codeError = (code: string, message: string) => new AppError(code, 400, message)

/**
 * Password recovery by SMS (spec section 4): a 6-digit code to the phone, the code for a reset
 * token, the token for a new password. A number without an account goes through the same
 * steps and answers (its code is stored but never sent), so the answers tell nobody which
 * numbers have accounts.
 */
export class PasswordResetService {
  private readonly codeRequests: GuessGuard
  private readonly codeGuesses: GuessGuard

  constructor(private readonly deps: PasswordResetDeps) {
    this.codeRequests = new GuessGuard(deps.limiter, CODE_REQUESTS)
    this.codeGuesses = new GuessGuard(deps.limiter, CODE_GUESSES)
  }

  /**
   * `phone` in the 09... form. A stranger asking for codes cannot keep the owner from one: an
   * address that has not asked for this number this hour is served even when the number's
   * budget is spent, and during the resend wait it is told the code was sent (the one sent
   * minutes ago is on the owner's phone and still good) instead of being made to wait.
   */
  async requestCode(
    phone: string,
    ipAddress: string,
    requestLanguage: Language = DEFAULT_LANGUAGE,
  ): Promise<void> {
    const { db } = this.deps.ctx
    const attempt = await this.codeRequests.begin(phone, ipAddress)
    const now = this.deps.clock.now()
    const latest = await repo.findLatestSmsCode(db, phone)
    const waitMs = latest
      ? latest.createdAt.getTime() + SMS_RESEND_SECONDS * 1000 - now.getTime()
      : 0
    if (waitMs > 0) {
      // Nothing is sent, so nothing is counted.
      await attempt.giveBack()
      if (!attempt.triedBefore) return
      throw new RateLimitedError(Math.ceil(waitMs / 1000), messages.codeResendTooSoon)
    }
    await repo.deleteSmsCodesBefore(db, new Date(now.getTime() - KEEP_OLD_CODES_MS))

    const code = String(randomInt(10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0')
    const codeId = await repo.insertSmsCode(db, {
      phoneNumber: phone,
      codeHash: hashCode(phone, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
    })
    await attempt.spend()
    const user = await findUserByPhone(db, phone)
    if (!user) return
    // The owner's saved language, not the asker's: whoever types a number does not choose how
    // its owner is written to. A staff account (no customer record) gets the request's language.
    const lang = (await savedLanguageOfUser(db, user.id)) ?? requestLanguage
    const text = fillText(messageIn('smsResetCode', lang), {
      code,
      minutes: formatNumber(SMS_CODE_TTL_SECONDS / 60, lang),
    })
    try {
      await this.deps.sms.send(phone, text)
    } catch (error) {
      // No SMS went out, so the resend timer must not hold the user back.
      await repo.deleteSmsCode(db, codeId)
      if (error instanceof SmsDeliveryError)
        throw new AppError('SMS_NOT_SENT', 502, messages.smsSendFailed)
      throw error
    }
  }

  /**
   * The six digits sent to `phone`, for a reset token (spec: the response message). Wrong codes
   * are counted per number and address (CODE_GUESSES); a code's own tries
   * (SMS_CODE_MAX_ATTEMPTS) stop only addresses that have already failed on the number, so a
   * stranger's guesses cannot spend the owner's code.
   */
  async verifyCode(phone: string, code: string, ipAddress: string): Promise<string> {
    const attempt = await this.codeGuesses.begin(phone, ipAddress)
    try {
      const token = await this.exchangeCode(phone, code, attempt.triedBefore)
      await attempt.giveBack()
      return token
    } catch (error) {
      if (error instanceof AppError && error.status === 400) await attempt.spend()
      throw error
    }
  }

  private async exchangeCode(phone: string, code: string, triedBefore: boolean) {
    const { db } = this.deps.ctx
    const now = this.deps.clock.now()
    const wrong = codeError('CODE_WRONG', messages.codeWrong)
    const row = await repo.findLatestSmsCode(db, phone)
    if (!row) throw wrong
    if (row.usedAt) throw codeError('CODE_USED', messages.codeUsed)
    const tooManyTries = codeError('CODE_TOO_MANY_TRIES', messages.codeTooManyTries)
    // An address that has not failed on this number is not held to the code's tries.
    const maxAttempts = triedBefore ? SMS_CODE_MAX_ATTEMPTS : undefined
    if (maxAttempts !== undefined && row.attempts >= maxAttempts) throw tooManyTries
    if (row.expiresAt <= now) throw codeError('CODE_EXPIRED', messages.codeExpired)
    if ((await repo.claimSmsCodeAttempt(db, row.id, maxAttempts)) === undefined) throw tooManyTries
    if (!sameHash(row.codeHash, hashCode(phone, code))) throw wrong
    const user = await findUserByPhone(db, phone)
    if (!user) throw wrong

    const token = newToken()
    await db.transaction(async (tx) => {
      if (!(await repo.useSmsCode(tx, row.id, now))) throw codeError('CODE_USED', messages.codeUsed)
      await repo.insertResetToken(tx, {
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      })
    })
    return token
  }

  /** Sets the new password once, with a live reset token of this number; ends every session. */
  async resetPassword(phone: string, token: string, newPassword: string): Promise<void> {
    refuseCommonPassword(newPassword, 'newPassword')
    const { db } = this.deps.ctx
    const now = this.deps.clock.now()
    const invalid = new AppError('RESET_EXPIRED', 400, messages.resetTokenInvalid)
    const row = await repo.findResetToken(db, hashToken(token))
    if (!row || row.usedAt || row.expiresAt <= now || row.phoneNumber !== phone) throw invalid
    const passwordHash = await this.deps.passwords.hash(newPassword)
    await db.transaction(async (tx) => {
      if (!(await repo.useResetToken(tx, row.id, now))) throw invalid
      await setPasswordHash(tx, row.userId, passwordHash)
      await this.deps.sessions.endAllFor(row.userId, {}, tx)
    })
    this.deps.sessions.forgetUser(row.userId)
  }
}

/** Codes are bound to their number, so one number's code is never another's. */
function hashCode(phone: string, code: string): string {
  return hashToken(`${phone}:${code}`)
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
