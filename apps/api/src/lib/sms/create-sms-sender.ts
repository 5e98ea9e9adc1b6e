import path from 'node:path'
import type { AppConfig } from '#app/config.ts'
import type { Clock } from '../clock.ts'
import { HttpSmsSender } from './http-sms-sender.ts'
import { OutboxSmsSender } from './outbox-sms-sender.ts'
import type { SmsLog, SmsSender } from './sms-sender.ts'

/** The sender the configuration chooses (SMS_PROVIDER): the outbox file, or an HTTP gateway. */
export function createSmsSender(config: AppConfig, log: SmsLog, clock: Clock): SmsSender {
  if (config.sms.provider === 'http') return new HttpSmsSender(config.sms, log)
  return new OutboxSmsSender(path.join(config.dataDir, 'sms-outbox.jsonl'), log, clock)
}
