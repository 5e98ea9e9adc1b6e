import { messages } from '@kyanma/shared'
import { z } from 'zod'
import type { DingerConfig } from '#app/config.ts'
import { AppError } from '#app/lib/app-error.ts'
import {
  type CallbackRequest,
  callbackJson,
  GatewayError,
  type InquiryAnswer,
  type PayableOrder,
  type Payer,
  type PaymentAttempt,
  type PaymentGateway,
  type VerifiedCallback,
} from '../payment-gateway.ts'
import {
  DINGER_METHODS,
  INQUIRY_ORDER_PARAM,
  INQUIRY_PATH,
  PAY_PATH,
  payloadItems,
  portalRedirectUrl,
  TOKEN_PATH,
} from './dinger-assumptions.ts'
import {
  checksumMatches,
  decryptPaymentResult,
  dingerPublicKey,
  encryptPayload,
} from './dinger-crypto.ts'

/** Dinger's answer code for success; every other code is a refusal (decision 041 lists them). */
const SUCCESS = '000'
/** How long one call to Dinger may take before the shopper is told to try again. */
const CALL_TIMEOUT_MS = 15_000

/** The transaction statuses Dinger publishes, and what each means for the shop. */
const APPROVED_STATUSES = ['SUCCESS', 'SETTLED']
const DECLINED_STATUSES = ['DECLINED', 'CANCELLED', 'TIMEOUT', 'ERROR', 'SYSTEM_ERROR']

/** The decrypted paymentResult (and, assumed, the inquiry's answer): the fields we use. */
const ResultSchema = z.object({
  merchantOrderId: z.string().min(1).max(100),
  transactionId: z.string().min(1).max(100),
  transactionStatus: z.string(),
  totalAmount: z.coerce.number().int().nonnegative(),
})

const CallbackBodySchema = z.object({ paymentResult: z.string().min(1), checksum: z.string() })

const AnswerSchema = z.object({ code: z.string(), message: z.string().optional() })

function decided(result: z.infer<typeof ResultSchema>): VerifiedCallback | undefined {
  const approved = APPROVED_STATUSES.includes(result.transactionStatus)
  if (!approved && !DECLINED_STATUSES.includes(result.transactionStatus)) return undefined
  return {
    outcome: approved ? 'APPROVED' : 'DECLINED',
    reference: result.transactionId,
    amount: result.totalAmount,
    attempt: result.merchantOrderId,
  }
}

/** Dinger failed (no code) or refused (its code): the shopper may try again, nothing was paid. */
export class DingerError extends GatewayError {
  constructor(readonly dingerCode: string | undefined) {
    super(dingerCode !== undefined)
  }
}

/**
 * Dinger (dinger.asia), the aggregator behind KBZPay, WavePay, AYA Pay, CB Pay, Onepay, UAB Pay,
 * MPU and MMQR: a token call, an RSA-encrypted pay call whose answer names the hosted page, an
 * AES-encrypted callback with a SHA-256 checksum, and (assumed) a status inquiry.
 */
export class DingerGateway implements PaymentGateway {
  readonly name = 'dinger'
  private readonly publicKey

  constructor(
    private readonly config: DingerConfig,
    /** Where a NOTIFICATION flow sends the browser: the order's page, marked pending. */
    private readonly orderPageUrl: (orderId: number) => string,
  ) {
    try {
      this.publicKey = dingerPublicKey(config.publicKey)
    } catch {
      throw new Error('Invalid configuration:\n  DINGER_PUBLIC_KEY is not an RSA public key')
    }
  }

  async startPayment(order: PayableOrder, attempt: PaymentAttempt, payer: Payer) {
    const method = DINGER_METHODS[order.paymentType]
    if (!method) throw new AppError('CONFLICT', 409, messages.paymentNotPayable)
    const payload = encryptPayload(
      JSON.stringify({
        providerName: method.providerName,
        methodName: method.methodName,
        totalAmount: attempt.amount,
        orderId: attempt.reference,
        customerPhone: payer.phone,
        customerName: payer.name,
        items: payloadItems(order.voucherNo, attempt.amount),
      }),
      this.publicKey,
    )
    const token = await this.token()
    const answer = await this.call(PAY_PATH, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ payload }).toString(),
    })
    const page = z
      .object({
        response: z.object({
          transactionNum: z.string().min(1),
          formToken: z.string().min(1),
          merchOrderId: z.string().min(1),
        }),
      })
      .safeParse(answer)
    if (!page.success) throw new DingerError(undefined)
    if (method.flow === 'NOTIFICATION') return `${this.orderPageUrl(order.id)}?payment=pending`
    return portalRedirectUrl(this.config.checkoutUrl, page.data.response)
  }

  verifyCallback(request: CallbackRequest): VerifiedCallback {
    const refused = AppError.unauthorized(messages.paymentSignatureInvalid)
    const parsed = CallbackBodySchema.safeParse(callbackJson(request))
    if (!parsed.success) throw refused
    let json: string
    try {
      json = decryptPaymentResult(parsed.data.paymentResult, this.config.callbackKey)
    } catch {
      throw refused
    }
    if (!checksumMatches(json, parsed.data.checksum)) throw refused
    let result: z.infer<typeof ResultSchema>
    try {
      result = ResultSchema.parse(JSON.parse(json))
    } catch {
      throw AppError.badRequest(messages.invalidInput)
    }
    // Dinger calls back only for decided payments; a pending one has nothing to apply.
    const callback = decided(result)
    if (!callback) throw AppError.badRequest(messages.invalidInput)
    return callback
  }

  async inquire(attempt: PaymentAttempt): Promise<InquiryAnswer> {
    const token = await this.token()
    const query = new URLSearchParams({ [INQUIRY_ORDER_PARAM]: attempt.reference })
    let answer: unknown
    try {
      answer = await this.call(`${INQUIRY_PATH}?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    } catch (error) {
      // Not known to Dinger (the pay call never reached it): nothing to apply.
      if (error instanceof DingerError && error.dingerCode) return { status: 'UNKNOWN' }
      throw error
    }
    const found = z.object({ response: ResultSchema }).safeParse(answer)
    if (!found.success || found.data.response.merchantOrderId !== attempt.reference)
      return { status: 'UNKNOWN' }
    const callback = decided(found.data.response)
    return callback ? { status: 'DECIDED', callback } : { status: 'PENDING' }
  }

  /** The token call: a bearer token for the next call (fetched per call; its lifetime is not published). */
  private async token() {
    const query = new URLSearchParams({
      projectName: this.config.projectName,
      apiKey: this.config.apiKey,
      merchantName: this.config.merchantName,
    })
    const answer = await this.call(`${TOKEN_PATH}?${query}`, {})
    const token = z
      .object({ response: z.object({ paymentToken: z.string().min(1) }) })
      .safeParse(answer)
    if (!token.success) throw new DingerError(undefined)
    return token.data.response.paymentToken
  }

  /** One call; a network failure, a non-JSON answer or a code other than 000 is a DingerError. */
  private async call(path: string, init: RequestInit): Promise<unknown> {
    let response: Response
    try {
      response = await fetch(`${this.config.apiUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      })
    } catch {
      throw new DingerError(undefined)
    }
    const answer: unknown = await response.json().catch(() => undefined)
    const coded = AnswerSchema.safeParse(answer)
    if (!coded.success) throw new DingerError(undefined)
    if (coded.data.code !== SUCCESS) throw new DingerError(coded.data.code)
    return answer
  }
}
