import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { messages, text } from '@kyanma/shared'
import { z } from 'zod'
import { AppError } from '#app/lib/app-error.ts'
import { paymentPageUrl } from '../orders/order.mappers.ts'
import {
  type CallbackRequest,
  callbackJson,
  type InquiryAnswer,
  type PayableOrder,
  type PaymentCallback,
  type PaymentGateway,
  type RefundRequest,
} from './payment-gateway.ts'

export const SIGNATURE_HEADER = 'x-sandbox-signature'

const CallbackBodySchema = z.object({
  orderId: z.number().int().positive(),
  outcome: z.enum(['APPROVED', 'DECLINED']),
  reference: text().min(8).max(100),
  amount: z.number().int().nonnegative(),
})

/**
 * The built-in gateway: its payment page is served by this server (sandbox.routes.ts) and its
 * callbacks are signed with HMAC-SHA256 over the exact body, hex, in `x-sandbox-signature`.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox'

  constructor(
    private readonly secret: string,
    private readonly shopUrl: string,
  ) {}

  /** The sandbox's page stays the same for every attempt: it decides for the order. */
  async startPayment(order: PayableOrder): Promise<string> {
    return paymentPageUrl(this.shopUrl, order.id)
  }

  /**
   * The sandbox delivers its callback in-process as the shopper decides, so nothing it decided
   * can be lost: what it has not told us, it does not know.
   */
  async inquire(): Promise<InquiryAnswer> {
    return { status: 'UNKNOWN' }
  }

  /** The body and signature the gateway's side sends. */
  signedCallback(callback: PaymentCallback) {
    const body = JSON.stringify(callback)
    return { body, signature: this.sign(body) }
  }

  verifyCallback(request: CallbackRequest): PaymentCallback {
    const given = request.headers[SIGNATURE_HEADER]
    const expected = Buffer.from(this.sign(request.rawBody), 'hex')
    const received = Buffer.from(typeof given === 'string' ? given : '', 'hex')
    if (received.length !== expected.length || !timingSafeEqual(received, expected))
      throw AppError.unauthorized(messages.paymentSignatureInvalid)
    const callback = CallbackBodySchema.safeParse(callbackJson(request))
    if (!callback.success) throw AppError.badRequest(messages.invalidInput)
    return callback.data
  }

  /** Like its approvals, the sandbox's refunds move no money: a new reference is all it gives. */
  async refund(_request: RefundRequest): Promise<string> {
    return `SBXR-${randomUUID()}`
  }

  private sign(body: string) {
    return createHmac('sha256', this.secret).update(body).digest('hex')
  }
}
