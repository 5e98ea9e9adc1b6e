import multipart from '@fastify/multipart'
import {
  ErrorResponseSchema,
  OrderParamsSchema,
  OrderSchema,
  PRESCRIPTION_MAX_FILES,
  PRESCRIPTION_UNLINKED_LIMIT,
  PrescriptionListQuerySchema,
  PrescriptionListSchema,
  PrescriptionParamsSchema,
  PrescriptionUploadAnswerSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendPrivateImage } from '#app/lib/private-image.ts'
import { customerOnly, invalidInput, notAmongOwn } from '#app/lib/route-responses.ts'
import { requireCustomer } from '#app/plugins/auth.ts'
import {
  PRESCRIPTION_FIELD,
  PRESCRIPTION_MB,
  PRESCRIPTION_UPLOAD_LIMITS,
  readPrescriptionImages,
} from './prescription-images.ts'
import type { PrescriptionService } from './prescriptions.service.ts'

const imageRules =
  `multipart/form-data, the repeated field ${PRESCRIPTION_FIELD}: JPEG, PNG or WebP (checked ` +
  `by content; a PDF is refused), ${PRESCRIPTION_MB} MB each, ${PRESCRIPTION_MAX_FILES} at most.`
const uploadErrors = {
  400: ErrorResponseSchema.describe('No image in the request, or a broken upload'),
  ...customerOnly,
  413: ErrorResponseSchema.describe('An image over the size limit'),
  415: ErrorResponseSchema.describe('A file that is not a JPEG, PNG or WebP image'),
}

/** The customer's prescription images (decision 040). */
export function prescriptionRoutes(prescriptions: PrescriptionService): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: PRESCRIPTION_UPLOAD_LIMITS })

    app.post(
      '/customers/me/prescriptions',
      {
        schema: {
          tags: ['prescriptions'],
          summary: 'Send prescription images before ordering',
          description:
            `${imageRules} The images are kept for the customer; the order names them in ` +
            `prescriptions: [{id}]. At most ${PRESCRIPTION_UNLINKED_LIMIT.count} images no ` +
            `order carries in ${PRESCRIPTION_UNLINKED_LIMIT.hours} hours (409 beyond).`,
          consumes: ['multipart/form-data'],
          response: {
            201: PrescriptionUploadAnswerSchema.describe('The images stored'),
            ...uploadErrors,
            409: ErrorResponseSchema.describe('Too many images'),
          },
        },
      },
      async (request, reply) => {
        const { customerId } = requireCustomer(request)
        const images = await readPrescriptionImages(request)
        return reply.status(201).send(await prescriptions.upload(customerId, images))
      },
    )

    app.get(
      '/customers/me/prescriptions',
      {
        schema: {
          tags: ['prescriptions'],
          summary: 'The customer’s prescriptions, newest first',
          description:
            'usable: a new order may name it now (sent and on no open order, or approved by a ' +
            'pharmacist and valid today).',
          querystring: PrescriptionListQuerySchema,
          response: { 200: PrescriptionListSchema, ...invalidInput, ...customerOnly },
        },
      },
      async (request) => prescriptions.list(requireCustomer(request).customerId, request.query),
    )

    app.get(
      '/customers/me/prescriptions/:id/file',
      {
        schema: {
          tags: ['prescriptions'],
          summary: 'One of the customer’s prescription images',
          description: 'Never cached by shared caches: private, no-store.',
          params: PrescriptionParamsSchema,
          response: {
            ...invalidInput,
            ...customerOnly,
            ...notAmongOwn('prescription'),
          },
        },
      },
      async (request, reply) => {
        const { customerId } = requireCustomer(request)
        return sendPrivateImage(reply, await prescriptions.file(customerId, request.params.id))
      },
    )

    app.post(
      '/customers/me/orders/:id/prescriptions',
      {
        schema: {
          tags: ['prescriptions'],
          summary: 'Add prescription images to an order that waits for one',
          description:
            `${imageRules} Only the owner's orders waiting for a prescription or whose ` +
            'prescription a pharmacist refused; the order then waits for the pharmacist. ' +
            'Answers the order.',
          consumes: ['multipart/form-data'],
          params: OrderParamsSchema,
          response: {
            201: OrderSchema.describe('The order with its prescriptions'),
            ...uploadErrors,
            ...notAmongOwn('order'),
            409: ErrorResponseSchema.describe(
              'The order does not wait for a prescription, or too many images',
            ),
          },
        },
      },
      async (request, reply) => {
        const { customerId } = requireCustomer(request)
        const orderId = request.params.id
        await prescriptions.checkAttachable(customerId, orderId)
        const images = await readPrescriptionImages(request)
        return reply
          .status(201)
          .send(await prescriptions.attachToOrder(customerId, orderId, images))
      },
    )
  }
}
