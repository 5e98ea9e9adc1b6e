import type { PaymentType } from '@kyanma/shared'

/** What a gateway needs to know of an order to take its payment. */
export interface PayableOrder {
  id: number
  voucherNo: string
  /** Whole kyats. */
  total: number
  paymentType: PaymentType
}

/** A gateway's word on one payment, once its signature has been checked. */
export interface PaymentCallback {
  orderId: number
  outcome: 'APPROVED' | 'DECLINED'
  /** The gateway's own transaction reference: a repeated callback carries the same one. */
  reference: string
  /** Whole kyats the gateway took (approved) or was asked for (declined). */
  amount: number
}

/** Money of an earlier payment to send back to the payer (decision 040). */
export interface RefundRequest {
  orderId: number
  /** The gateway's reference of the payment being given back. */
  reference: string
  /** Whole kyats. */
  amount: number
}

/** The callback request as it arrived: the signature covers the exact bytes of the body. */
export interface CallbackRequest {
  headers: Record<string, string | string[] | undefined>
  rawBody: string
}

/**
 * What a payment gateway plugs into. The shop sends the browser to `startPayment`'s address; the
 * gateway later tells the server what happened with a server-to-server POST to
 * /api/payments/callback/{name}, which `verifyCallback` checks (it throws a 401 AppError when the
 * request is not really from the gateway) and reads. The built-in one is the sandbox; UAB Pay,
 * KBZPay, MPU and the rest implement the same two calls with their own signing.
 */
export interface PaymentGateway {
  /** The callback path segment and the name kept with each payment, e.g. `sandbox`. */
  readonly name: string
  startPayment(order: PayableOrder): string
  verifyCallback(request: CallbackRequest): PaymentCallback
  /**
   * Sends money of a payment back; absent when the gateway's API has no refund call. Resolves the
   * gateway's own refund reference, rejects when the gateway refused.
   */
  refund?(request: RefundRequest): Promise<string>
}
