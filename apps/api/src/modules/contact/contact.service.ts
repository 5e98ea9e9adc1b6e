import { type ContactMessageSchema, messages } from '@kyanma/shared'
import type { z } from 'zod'
import type { AppContext } from '#app/app-context.ts'
import type { Clock } from '#app/lib/clock.ts'
import type { RateLimiter } from '#app/lib/rate-limit.ts'
import * as repo from './contact.repository.ts'
import { CONTACT_LIMITS } from './contact-rate-limits.ts'

type ContactMessage = z.output<typeof ContactMessageSchema>

/** The Contact Us form: messages are stored for staff to read. */
export class ContactService {
  constructor(
    private readonly ctx: AppContext,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  /** Stores one message from `ipAddress`; throws RateLimitedError when it has sent too many. */
  async send(input: ContactMessage, ipAddress: string): Promise<{ message: string }> {
    await this.limiter.hit([CONTACT_LIMITS.perAddress, ipAddress])
    await repo.insertContactMessage(this.ctx.db, {
      name: input.name,
      phone: input.phone,
      email: input.email,
      message: input.message,
      ip: ipAddress,
      createdAt: this.clock.now(),
    })
    return { message: messages.contactSent }
  }
}
