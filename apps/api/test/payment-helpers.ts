import type { FastifyInstance } from 'fastify'
import type { PaymentCallback } from '../src/modules/payments/payment-gateway.ts'
import { SIGNATURE_HEADER } from '../src/modules/payments/sandbox-gateway.ts'
import { newAddress } from './auth-helpers.ts'

/** Helpers for the payments tests: callbacks as the sandbox gateway signs and sends them. */

export const CALLBACK = '/api/payments/callback/sandbox'

let referenceCount = 0
export function newReference() {
  referenceCount++
  return `TEST-${Date.now()}-${process.pid}-${referenceCount}`
}

/** A signed callback, approving by default; `signature` replaces the real one. */
export async function sendCallback(
  app: FastifyInstance,
  change: Partial<PaymentCallback> & { orderId: number },
  signature?: string,
) {
  const sandbox = app.services.payments.sandbox
  if (!sandbox) throw new Error('the sandbox is off')
  const signed = sandbox.signedCallback({
    outcome: 'APPROVED',
    reference: newReference(),
    amount: 0,
    ...change,
  })
  const response = await app.inject({
    method: 'POST',
    url: CALLBACK,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signature ?? signed.signature,
    },
    payload: signed.body,
  })
  return { status: response.statusCode, body: response.json() as any }
}

/** The sandbox payment page as the browser asks for it, signed in with `token` or not at all. */
export function sandboxPage(app: FastifyInstance, token: string | undefined, id: number) {
  return app.inject({
    method: 'GET',
    url: `/api/payments/sandbox/${id}`,
    remoteAddress: newAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
}

/** The sandbox page's form: Approve, Decline, or whatever `decision` a test sends. */
export function sandboxDecide(app: FastifyInstance, token: string, id: number, decision: string) {
  return app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/${id}`,
    remoteAddress: newAddress(),
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: `decision=${decision}`,
  })
}
