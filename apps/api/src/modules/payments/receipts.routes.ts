import multipart from '@fastify/multipart'
import {
  ErrorResponseSchema,
  IdSchema,
  messages,
  OrderSchema,
  RECEIPT_MAX_BYTES,
  RECEIPT_MAX_FILES,
} from '@kyanma/shared'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '#app/lib/app-error.ts'
import { sendPrivateImage } from '#app/lib/private-image.ts'
import { customerOnly, notAmongOwn } from '#app/lib/route-responses.ts'
import { requireCustomer } from '#app/plugins/auth.ts'
import { readImageParts } from '../media/image-parts.ts'
import type { ReceiptImage, ReceiptService } from './receipts.service.ts'

const FIELD = 'attachmentFile'
const MB = RECEIPT_MAX_BYTES / (1024 * 1024)

const ReceiptParamsSchema = z.object({ id: IdSchema, attachmentId: IdSchema })

const tooLarge = () =>
  new AppError('FILE_TOO_LARGE', 413, messages.receiptTooLarge.replace('{mb}', String(MB)))

/** The repeated `attachmentFile` parts, at most RECEIPT_MAX_FILES of RECEIPT_MAX_BYTES each. */
function readReceiptImages(request: FastifyRequest): Promise<ReceiptImage[]> {
  return readImageParts(request, {
    field: FIELD,
    missing: messages.receiptMissing,
    tooLarge,
    tooMany: () =>
      new AppError(
        'TOO_MANY_RECEIPTS',
        409,
        messages.receiptTooMany.replace('{count}', String(RECEIPT_MAX_FILES)),
      ),
  })
}

/** Bank-transfer receipts: the upload (spec section 7) and the private image answer. */
export function receiptRoutes(receipts: ReceiptService): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: RECEIPT_MAX_BYTES,
        files: RECEIPT_MAX_FILES,
        fields: 10,
        fieldSize: 1024,
        parts: RECEIPT_MAX_FILES + 10,
      },
    })

    app.post(
      '/customers/me/orders/:id/bankAttachment',
      {
        schema: {
          tags: ['orders'],
          summary: 'Upload bank-transfer receipt images',
          description:
            `multipart/form-data, the repeated field ${FIELD}: JPEG, PNG or WebP (checked by ` +
            `content), ${MB} MB each, ${RECEIPT_MAX_FILES} per order in all. Only the owner's ` +
            'bank-transfer and mobile-banking orders that wait for payment or are pending; the ' +
            'first receipt moves a waiting order to pending. Answers the order.',
          consumes: ['multipart/form-data'],
          params: z.object({ id: IdSchema }),
          response: {
            201: OrderSchema.describe('The order with its receipts'),
            400: ErrorResponseSchema.describe('No image in the request, or a broken upload'),
            ...customerOnly,
            ...notAmongOwn('order'),
            409: ErrorResponseSchema.describe(
              'Not a receipt-paid order, no longer waiting, or too many receipts',
            ),
            413: ErrorResponseSchema.describe('An image over the size limit'),
            415: ErrorResponseSchema.describe('A file that is not a JPEG, PNG or WebP image'),
          },
        },
      },
      async (request, reply) => {
        const { customerId } = requireCustomer(request)
        const orderId = request.params.id
        await receipts.checkAccepts(customerId, orderId)
        const images = await readReceiptImages(request)
        return reply.status(201).send(await receipts.add(customerId, orderId, images))
      },
    )

    app.get(
      '/customers/me/orders/:id/bankAttachments/:attachmentId',
      {
        schema: {
          tags: ['orders'],
          summary: 'A receipt image of one of the customer’s orders',
          description: 'Never cached by shared caches: private, no-store.',
          params: ReceiptParamsSchema,
          response: {
            ...customerOnly,
            ...notAmongOwn('receipt'),
          },
        },
      },
      async (request, reply) => {
        const { customerId } = requireCustomer(request)
        const { id, attachmentId } = request.params
        const image = await receipts.read(customerId, id, attachmentId)
        return sendPrivateImage(reply, image)
      },
    )
  }
}
