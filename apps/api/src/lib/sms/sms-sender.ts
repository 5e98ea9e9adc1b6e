import type { FastifyBaseLogger } from 'fastify'

/** Sends one text message. `to` is a Myanmar mobile number in any common writing. */
export interface SmsSender {
  send(to: string, body: string): Promise<void>
}

/** The message did not go out (gateway down, refused, too slow); `reason` is for the log. */
export class SmsDeliveryError extends Error {
  constructor(readonly reason: string) {
    super(`SMS not sent: ${reason}`)
    this.name = 'SmsDeliveryError'
  }
}

export type SmsLog = Pick<FastifyBaseLogger, 'info' | 'warn'>
