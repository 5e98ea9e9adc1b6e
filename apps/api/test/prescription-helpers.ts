import { addDays, myanmarDate } from '@kyanma/shared'
import type { FastifyInstance } from 'fastify'
import { newAddress } from './auth-helpers.ts'
import { ORDERS } from './order-helpers.ts'
import { multipartBody, type UploadFile } from './receipt-helpers.ts'

/** Helpers for the prescription tests (decision 040): multipart uploads of real images. */

export const PRESCRIPTIONS = '/api/customers/me/prescriptions'

async function upload(
  app: FastifyInstance,
  token: string | undefined,
  url: string,
  files: readonly UploadFile[],
  field: string,
) {
  const { payload, contentType } = await multipartBody(files, field)
  const response = await app.inject({
    method: 'POST',
    url,
    remoteAddress: newAddress(),
    headers: { 'content-type': contentType, ...(token && { authorization: `Bearer ${token}` }) },
    payload,
  })
  return { status: response.statusCode, body: response.json() as any }
}

/** POST /customers/me/prescriptions: images sent before an order. */
export function sendPrescriptions(
  app: FastifyInstance,
  token: string | undefined,
  files: readonly UploadFile[],
  field = 'prescriptionFile',
) {
  return upload(app, token, PRESCRIPTIONS, files, field)
}

/** POST /customers/me/orders/{id}/prescriptions: images for an order that waits for one. */
export function sendOrderPrescriptions(
  app: FastifyInstance,
  token: string | undefined,
  orderId: number,
  files: readonly UploadFile[],
) {
  return upload(app, token, `${ORDERS}/${orderId}/prescriptions`, files, 'prescriptionFile')
}

/** GET a private image as `token` (customer or staff) or as a visitor. */
export function getImage(app: FastifyInstance, token: string | undefined, url: string) {
  return app.inject({
    method: 'GET',
    url,
    remoteAddress: newAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
}

/** POST /admin/orders/{id}/prescription as a member of staff. */
export function decide(
  app: FastifyInstance,
  token: string | undefined,
  orderId: number,
  body: Record<string, unknown>,
) {
  return app
    .inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/prescription`,
      remoteAddress: newAddress(),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: body,
    })
    .then((response) => ({ status: response.statusCode, body: response.json() as any }))
}

/** A Myanmar calendar date `days` from `from` (YYYY-MM-DD). */
export function myanmarDateIn(days: number, from = new Date()): string {
  return addDays(myanmarDate(from), days)
}
