import {
  type Address,
  type Customer,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  MAX_SAVED_ADDRESSES,
  messages,
  type ProfileUpdate,
  type SavedAddress,
} from '@kyanma/shared'
import type { AppContext } from '#app/app-context.ts'
import { uniqueViolationOf } from '#app/db/unique-violation.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import type { AuthContext, SessionService } from '../auth/session.service.ts'
import { toSessionUser } from '../auth/session-user.ts'
import { pointBalance } from '../loyalty/point-ledger.ts'
import * as repo from './customers.repository.ts'
import { levelOf } from './loyalty-level.ts'

type SignedInCustomer = AuthContext & { customerId: number }

/** The signed-in customer's own profile and saved addresses (spec section 7, Customer). */
export class CustomerService {
  constructor(
    private readonly ctx: AppContext,
    private readonly clock: Clock,
    private readonly sessions: SessionService,
  ) {}

  /** currentPoint is the ledger's balance, the one every spending path checks. */
  async me(auth: SignedInCustomer): Promise<Customer> {
    const db = this.ctx.db
    const [customer, balance, levels] = await Promise.all([
      repo.findCustomer(db, auth.customerId),
      pointBalance(db, auth.customerId),
      repo.allLevels(db),
    ])
    if (!customer) throw AppError.unauthorized(messages.sessionEnded)
    const publicUrl = (key: string) => this.ctx.media.publicUrl(key)
    return {
      id: customer.id,
      referralCode: customer.referralCode,
      currentPoint: balance,
      level: levelOf(balance, levels),
      user: toSessionUser(customer.user, publicUrl, auth.token),
      language: isLanguage(customer.language) ? customer.language : DEFAULT_LANGUAGE,
    }
  }

  /** The language the customer's SMS, notifications and (by default) API messages use. */
  async setLanguage(auth: SignedInCustomer, language: Language) {
    const row = await repo.setLanguage(this.ctx.db, auth.customerId, language)
    if (!row) throw AppError.unauthorized(messages.sessionEnded)
    // Sessions carry the saved language (the answers' default): every process reads it again.
    await this.sessions.changed(auth.userId)
    return { message: messages.languageSaved, language }
  }

  /** Name, phone and email; the schema has already refused every other field. */
  async updateProfile(auth: SignedInCustomer, input: ProfileUpdate & { phoneNo: string }) {
    try {
      await repo.updateContact(this.ctx.db, auth.userId, {
        displayName: input.name,
        phoneNumber: input.phoneNo,
        email: input.email,
      })
    } catch (error) {
      const constraint = uniqueViolationOf(error)
      if (constraint === 'users_phone_unique') throw conflict(messages.phoneTaken)
      if (constraint === 'users_email_unique') throw conflict(messages.emailTaken)
      throw error
    }
    return this.me(auth)
  }

  async listAddresses(auth: SignedInCustomer, page: number, size: number) {
    const { rows, total } = await repo.listAddresses(
      this.ctx.db,
      auth.customerId,
      page * size,
      size,
    )
    return { data: rows.map(toSavedAddress), total, pageSize: size }
  }

  async createAddress(auth: SignedInCustomer, address: Address): Promise<SavedAddress> {
    // Two requests at once could both pass this count; the cap is a courtesy limit, not money.
    if ((await repo.countAddresses(this.ctx.db, auth.customerId)) >= MAX_SAVED_ADDRESSES)
      throw AppError.badRequest(messages.tooManyAddresses)
    const row = await repo.insertAddress(
      this.ctx.db,
      auth.customerId,
      compact(address),
      this.clock.now(),
    )
    return toSavedAddress(row)
  }

  async updateAddress(auth: SignedInCustomer, id: number, address: Address) {
    const row = await repo.updateAddress(
      this.ctx.db,
      auth.customerId,
      id,
      compact(address),
      this.clock.now(),
    )
    // Someone else's address answers exactly as a missing one: its existence is not revealed.
    if (!row) throw AppError.notFound(messages.addressNotFound)
    return toSavedAddress(row)
  }

  async deleteAddress(auth: SignedInCustomer, id: number) {
    if (!(await repo.deleteAddress(this.ctx.db, auth.customerId, id)))
      throw AppError.notFound(messages.addressNotFound)
    return { message: messages.addressDeleted }
  }
}

function conflict(message: string) {
  return new AppError('CONFLICT', 409, message)
}

/** Stored without empty fields, so an address reads the same however the form sent it. */
function compact(address: Address): Record<string, string> {
  return Object.fromEntries(
    Object.entries(address).filter((entry): entry is [string, string] => Boolean(entry[1])),
  )
}

function toSavedAddress(row: { id: number; address: Record<string, string | undefined> }) {
  return { id: row.id, address: row.address }
}
