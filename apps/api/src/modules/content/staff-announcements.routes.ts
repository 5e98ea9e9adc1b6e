import {
  AdminAnnouncementCreatedSchema,
  AdminAnnouncementCreateSchema,
  AdminAnnouncementListQuerySchema,
  AdminAnnouncementListSchema,
  AdminAnnouncementSchema,
  AdminAnnouncementUpdateSchema,
  ErrorResponseSchema,
  IdParamsSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireStaff } from '#app/plugins/auth.ts'
import type { StaffAnnouncementService } from './staff-announcements.service.ts'

const refusals = {
  401: ErrorResponseSchema.describe('Not signed in'),
  403: ErrorResponseSchema.describe('Not a member of staff'),
}

/** Staff publish announcements (every customer is notified), list and edit them. */
export function staffAnnouncementRoutes(service: StaffAnnouncementService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/announcements',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every announcement, searched by title (staff only)',
          querystring: AdminAnnouncementListQuerySchema,
          response: { 200: AdminAnnouncementListSchema, 400: ErrorResponseSchema, ...refusals },
        },
      },
      async (request) => {
        requireStaff(request)
        return service.list(request.query)
      },
    )

    app.put(
      '/admin/announcements/:id',
      {
        schema: {
          tags: ['admin'],
          summary: "Change an announcement's title, description or banner (staff only)",
          description: 'Customers are not notified again.',
          params: IdParamsSchema,
          body: AdminAnnouncementUpdateSchema,
          response: {
            200: AdminAnnouncementSchema,
            400: ErrorResponseSchema.describe('Invalid input, or an unknown banner image'),
            ...refusals,
            404: ErrorResponseSchema.describe('No such announcement'),
          },
        },
      },
      async (request) => {
        const staff = requireStaff(request)
        return service.update(request.params.id, request.body, staff.userId)
      },
    )

    app.post(
      '/admin/announcements',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Publish an announcement, optionally with a banner, and notify every customer (staff only)',
          body: AdminAnnouncementCreateSchema,
          response: {
            201: AdminAnnouncementCreatedSchema,
            400: ErrorResponseSchema.describe('Invalid input, or an unknown banner image'),
            ...refusals,
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
