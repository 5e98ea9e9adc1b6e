import {
  AdminContactListQuerySchema,
  AdminContactMessageListSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  MessageSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireStaff } from '#app/plugins/auth.ts'
import type { StaffContactService } from './staff-contact.service.ts'

const guarded = {
  400: ErrorResponseSchema.describe('Invalid input'),
  401: ErrorResponseSchema.describe('Not signed in'),
  403: ErrorResponseSchema.describe('Not a member of staff'),
}

/** The Contact Us inbox for staff. */
export function staffContactRoutes(service: StaffContactService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/contact-messages',
      {
        schema: {
          tags: ['admin'],
          summary: 'Contact Us messages, newest first (staff only)',
          querystring: AdminContactListQuerySchema,
          response: { 200: AdminContactMessageListSchema, ...guarded },
        },
      },
      async (request) => {
        requireStaff(request)
        return service.list(request.query)
      },
    )

    app.put(
      '/admin/contact-messages/:id/handled',
      {
        schema: {
          tags: ['admin'],
          summary: 'Mark a message handled (staff only)',
          params: IdParamsSchema,
          response: {
            200: MessageSchema,
            ...guarded,
            404: ErrorResponseSchema.describe('No such message'),
          },
        },
      },
      async (request) => {
        const staff = requireStaff(request)
        return service.markHandled(request.params.id, staff.userId)
      },
    )
  }
}
