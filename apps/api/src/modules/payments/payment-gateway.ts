import { messages, type PaymentType } from '@kyanma/shared'
import { AppError } from '#app/lib/app-error.ts'

/**
 * The gateway could not start or answer (502: the shopper may try again). `refused`: it answered
 * with a refusal, so no transaction exists there; else it may or may not have one.
 */
export class GatewayError extends AppError {
  constructor(readonly refused: boolean) {
    super('PAYMENT_GATEWAY', 502, messages.paymentGatewayUnavailable)
  }
}

/** What a gateway needs to know of an order to take its payment. */
export interface PayableOrder {
  id: number
  voucherNo: string
  /** Whole kyats. */
  total: number
  paymentType: PaymentType
}

/** Who pays, as a gateway asks for it (Dinger requires a name and a phone number). */
export interface Payer {
  name: string
  /** The wallet phone the shopper gave, else the account's; may be empty. */
  phone: string
}

/** One try at paying an order: the reference the gateway knows it by (decision 041). */
export interface PaymentAttempt {
  reference: string
  /** Whole kyats asked for. */
  amount: number
}

/** A gateway's word on one payment, once its signature has been checked. */
export interface PaymentCallback {
  orderId: number
  outcome: 'APPROVED' | 'DECLINED'
  /** The gateway's own transaction reference: a repeated callback carries the same one. */
  reference: string
  /** Whole kyats the gateway took (approved) or was asked for (declined). */
  amount: number
  /** The attempt's merchant reference when the gateway names it; it is settled by this word. */
  attempt?: string
}

/** Money of an earlier payment to send back to the payer (decision 042). */
export interface RefundRequest {
  orderId: number
  /** The gateway's reference of the payment being given back. */
  reference: string
  /** Whole kyats. */
  amount: number
}

/**
 * A callback as a gateway reads it: the sandbox names the order, Dinger only the attempt (its
 * merchant order id), which the shop looks up.
 */
export type VerifiedCallback = Omit<PaymentCallback, 'orderId'> & { orderId?: number }

/**
 * What a status inquiry learnt: a decided payment (applied like a callback, under the same
 * gateway reference, so a callback arriving at the same time counts once), still pending, or
 * nothing known (the gateway never saw it, or cannot say).
 */
export type InquiryAnswer =
  | { status: 'DECIDED'; callback: VerifiedCallback }
  | { status: 'PENDING' }
  | { status: 'UNKNOWN' }

/** The callback request as it arrived: the signature covers the exact bytes of the body. */
export interface CallbackRequest {
  headers: Record<string, string | string[] | undefined>
  rawBody: string
}

/** The callback's body read as JSON: one that is not JSON is invalid input (400) at any gateway. */
export function callbackJson(request: CallbackRequest): unknown {
  try {
    return JSON.parse(request.rawBody)
  } catch {
    throw AppError.badRequest(messages.invalidInput)
  }
}

/**
 * What a payment gateway plugs into. The shop sends the browser to `startPayment`'s address; the
 * gateway later tells the server what happened with a server-to-server POST to
 * /api/payments/callback/{name}, which `verifyCallback` checks (it throws a 401 AppError when the
 * request is not really from the gateway) and reads; `inquire` asks about an attempt whose
 * callback has not come. The built-in one is the sandbox; Dinger (dinger/) is the real one.
 */
export interface PaymentGateway {
  /** The callback path segment and the name kept with each payment, e.g. `sandbox`. */
  readonly name: string
  /** Starts the attempt at the gateway; answers the address to send the browser to. */
  startPayment(order: PayableOrder, attempt: PaymentAttempt, payer: Payer): Promise<string>
  verifyCallback(request: CallbackRequest): VerifiedCallback
  inquire(attempt: PaymentAttempt): Promise<InquiryAnswer>
  /**
   * Sends money of a payment back; absent when the gateway's API has no refund call (Dinger
   * publishes none, decision 041). Resolves the gateway's own refund reference, rejects when the
   * gateway refused.
   */
  refund?(request: RefundRequest): Promise<string>
}
