import type { PaymentType } from '@kyanma/shared'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { newAddress } from './auth-helpers.ts'
import { freshProduct, ORDERS, orderBody, placeOrder } from './order-helpers.ts'

/** Helpers for the receipt tests: real small images and multipart uploads. */

export interface UploadFile {
  data: Buffer
  name?: string
  /** The type the sender claims; the server must not believe it. */
  type?: string
}

/** A real image of the given format, a few hundred bytes. */
export function smallImage(format: 'png' | 'jpeg' | 'webp' = 'png') {
  return sharp({ create: { width: 4, height: 4, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer()
}

/** The multipart body a browser's FormData makes, with its boundary in the content type. */
export async function multipartBody(files: readonly UploadFile[], field: string) {
  const form = new FormData()
  for (const [i, file] of files.entries())
    form.append(
      field,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }),
      file.name ?? `receipt-${i + 1}.png`,
    )
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  }
}

export async function uploadReceipts(
  app: FastifyInstance,
  token: string | undefined,
  orderId: number,
  files: readonly UploadFile[],
  field = 'attachmentFile',
) {
  const { payload, contentType } = await multipartBody(files, field)
  const response = await app.inject({
    method: 'POST',
    url: `${ORDERS}/${orderId}/bankAttachment`,
    remoteAddress: newAddress(),
    headers: {
      'content-type': contentType,
      ...(token && { authorization: `Bearer ${token}` }),
    },
    payload,
  })
  return { status: response.statusCode, body: response.json() as any }
}

export async function getReceipt(app: FastifyInstance, token: string | undefined, url: string) {
  return app.inject({
    method: 'GET',
    url,
    remoteAddress: newAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
}

/** A new bank-transfer (or other) order of one unit, waiting for payment. */
export async function receiptOrder(
  app: FastifyInstance,
  token: string,
  paymentType: Exclude<PaymentType, 'PAY_AT_STORE'> = 'BANK_TRANSFER',
) {
  const product = await freshProduct(app, 5)
  const placed = await placeOrder(app, token, orderBody([{ product, qty: 1 }], { paymentType }))
  if (placed.status !== 201) throw new Error(`order failed: ${JSON.stringify(placed.body)}`)
  return placed.body
}
