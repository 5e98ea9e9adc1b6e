import { mkdirSync } from 'node:fs'
import { appendFile } from 'node:fs/promises'
import path from 'node:path'
import { normalizeMyanmarPhone } from '@kyanma/shared'
import type { Clock } from '../clock.ts'
import type { SmsLog, SmsSender } from './sms-sender.ts'

export interface SentSms {
  to: string
  body: string
  sentAt: string
}

/** How many recent messages the process keeps for tests to read. */
const KEEP_IN_MEMORY = 500

/**
 * The sender for development and tests: nothing leaves the machine. Each message is logged and
 * appended as a JSON line to a file (where developers and browser tests read codes), and the
 * recent ones stay in memory for API tests.
 */
export class OutboxSmsSender implements SmsSender {
  private readonly recent: SentSms[] = []

  constructor(
    readonly file: string,
    private readonly log: SmsLog,
    private readonly clock: Clock,
  ) {
    mkdirSync(path.dirname(file), { recursive: true })
  }

  async send(to: string, body: string): Promise<void> {
    const message: SentSms = {
      to: normalizeMyanmarPhone(to) ?? to,
      body,
      sentAt: this.clock.now().toISOString(),
    }
    this.log.info({ sms: message }, 'SMS kept in the outbox (not sent)')
    await appendFile(this.file, `${JSON.stringify(message)}\n`)
    this.recent.push(message)
    if (this.recent.length > KEEP_IN_MEMORY) this.recent.shift()
  }

  /** The recent messages to a number (any writing of it), oldest first. */
  messagesTo(phone: string): SentSms[] {
    const to = normalizeMyanmarPhone(phone) ?? phone
    return this.recent.filter((message) => message.to === to)
  }
}
