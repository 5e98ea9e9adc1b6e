import {
  AdminContactListQuerySchema,
  AdminContactMessageListSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  MessageSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { staffList, staffSchema } from '#app/lib/staff-routes.ts'
import { requireStaff } from '#app/plugins/auth.ts'
import type { StaffContactService } from './staff-contact.service.ts'

const invalid = { 400: ErrorResponseSchema.describe('Invalid input') }

/** The Contact Us inbox for staff. */
export function staffContactRoutes(service: StaffContactService): FastifyPluginAsyncZod {
  return async (app) => {
    staffList(
      app,
      '/admin/contact-messages',
      {
        summary: 'Contact Us messages, newest first (staff only)',
        querystring: AdminContactListQuerySchema,
        answer: AdminContactMessageListSchema,
        errors: invalid,
      },
      (query) => service.list(query),
    )

    app.put(
      '/admin/contact-messages/:id/handled',
      {
        schema: staffSchema({
          summary: 'Mark a message handled (staff only)',
          params: IdParamsSchema,
          response: {
            200: MessageSchema,
            ...invalid,
            404: ErrorResponseSchema.describe('No such message'),
          },
        }),
      },
      async (request) => {
        const staff = requireStaff(request)
        return service.markHandled(request.params.id, staff.userId)
      },
    )
  }
}
