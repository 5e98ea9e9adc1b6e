import {
  AdminAnnouncementCreatedSchema,
  AdminAnnouncementCreateSchema,
  ErrorResponseSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireStaff } from '../../plugins/auth.ts'
import type { AdminAnnouncementService } from './admin-announcements.service.ts'

/** Staff publish announcements; the back-office issue adds banners, editing and the screens. */
export function adminAnnouncementRoutes(service: AdminAnnouncementService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/admin/announcements',
      {
        schema: {
          tags: ['admin'],
          summary: 'Publish an announcement and notify every customer (staff only)',
          body: AdminAnnouncementCreateSchema,
          response: {
            201: AdminAnnouncementCreatedSchema,
            400: ErrorResponseSchema.describe('Invalid input, with the message to show'),
            401: ErrorResponseSchema.describe('Not signed in'),
            403: ErrorResponseSchema.describe('Not a member of staff'),
          },
        },
      },
      async (request, reply) => {
        const staff = requireStaff(request)
        return reply.code(201).send(await service.publish(request.body, staff.userId))
      },
    )
  }
}
