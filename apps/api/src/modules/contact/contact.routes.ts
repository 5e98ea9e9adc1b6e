import {
  ContactMessageResultSchema,
  ContactMessageSchema,
  ErrorResponseSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { addRetryAfterHeader } from '#app/lib/rate-limit.ts'
import type { ContactService } from './contact.service.ts'
import { CONTACT_LIMITS } from './contact-rate-limits.ts'

const { limit } = CONTACT_LIMITS.perAddress

export function contactRoutes(contact: ContactService): FastifyPluginAsyncZod {
  return async (app) => {
    addRetryAfterHeader(app)
    app.post(
      '/public/contact',
      {
        schema: {
          tags: ['content'],
          summary: 'Send a message to the shop from the Contact Us form',
          description:
            `Stored for staff to read. privacyAgreed must be true. At most ${limit} messages an ` +
            'hour from one client address; more answer 429 with a Retry-After header.',
          body: ContactMessageSchema,
          response: {
            201: ContactMessageResultSchema,
            400: ErrorResponseSchema.describe('Invalid input, with the message to show'),
            429: ErrorResponseSchema.describe('Too many messages from this address; try later'),
          },
        },
      },
      async (request, reply) => reply.code(201).send(await contact.send(request.body, request.ip)),
    )
  }
}
