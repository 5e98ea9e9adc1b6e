import { normalizeMyanmarPhone } from '@kyanma/shared'
import { SmsDeliveryError, type SmsLog, type SmsSender } from './sms-sender.ts'

export interface HttpSmsOptions {
  url: string
  token: string
  senderName: string
  /** A gateway that does not answer in time counts as failed; the user can ask again. */
  timeoutMs?: number
}

const DEFAULT_TIMEOUT_MS = 10_000
/** How much of a gateway's error answer goes to the log. */
const REASON_CHARS = 300

/**
 * An SMSPoh-style REST gateway (v2): POST {to, message, sender} as JSON with a bearer token;
 * numbers in the international form 959... Any answer but 2xx is a failure.
 */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly options: HttpSmsOptions,
    private readonly log: SmsLog,
  ) {}

  async send(to: string, body: string): Promise<void> {
    const local = normalizeMyanmarPhone(to)
    if (!local) throw this.failure(to, 'not a Myanmar mobile number')
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS
    let response: Response
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.options.token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          to: `95${local.slice(1)}`,
          message: body,
          sender: this.options.senderName,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      throw this.failure(local, timedOut ? `no answer within ${timeoutMs} ms` : String(error))
    }
    const answer = await response.text().catch(() => '')
    if (!response.ok)
      throw this.failure(local, `HTTP ${response.status}: ${answer.slice(0, REASON_CHARS)}`)
  }

  private failure(to: string, reason: string) {
    // The number is personal data: the log keeps only enough of it to tell messages apart.
    this.log.warn({ to: `…${to.slice(-3)}`, reason }, 'the SMS gateway did not send a message')
    return new SmsDeliveryError(reason)
  }
}
