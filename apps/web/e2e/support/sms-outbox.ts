import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { inject } from 'vitest'

/** One line of the server's SMS outbox (apps/api/src/lib/sms/outbox-sms-sender.ts). */
interface SentSms {
  to: string
  body: string
  sentAt: string
}

async function readOutbox(): Promise<SentSms[]> {
  const file = path.join(inject('dataDir'), 'sms-outbox.jsonl')
  const text = await readFile(file, 'utf8').catch(() => '')
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SentSms)
}

/**
 * The 6-digit code of the newest SMS to `phone` (in its stored 09... form) sent at or after
 * `since`: the server keeps outgoing messages in DATA_DIR/sms-outbox.jsonl instead of sending
 * them, so the browser tests read codes there as a customer reads their phone.
 */
export async function waitForSmsCode(phone: string, since: Date, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const newest = (await readOutbox())
      .filter((sms) => sms.to === phone && new Date(sms.sentAt) >= since)
      .at(-1)
    const code = newest?.body.match(/\b(\d{6})\b/)?.[1]
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`No SMS code reached ${phone} within ${timeoutMs} ms`)
}
